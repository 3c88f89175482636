export declare const enum Tag {
    Null = 0,
    False = 1,
    True = 2,
    Number = 3,
    Name = 4,
    String = 5,
    Array = 6,
    Object = 7,
    Shaped = 8,
    Cached = 9,
    Key = 10,
    Intern = 11,
    Shape = 12,
    Fields = 13,
    Absent = 14,
    Fullshape = 15,
    Fullfields = 16
}

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
    Word = 10,
    Fields = 11,
    Fullfields = 12,
    Absent = 13
}

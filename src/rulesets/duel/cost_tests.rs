use super::*;
use crate::engine::error::ErrorCode;
use proptest::prelude::*;

fn parse(text: &str) -> Cost {
    match Cost::parse(text) {
        Ok(cost) => cost,
        Err(e) => panic!("{text:?} should parse: {}", e.message),
    }
}

fn refused(text: &str, needle: &str) {
    match Cost::parse(text) {
        Ok(cost) => panic!("{text:?} should be refused, parsed as {cost:?}"),
        Err(e) => {
            assert_eq!(e.code, ErrorCode::InvalidInput);
            assert!(
                e.message.contains(needle),
                "{:?} should name {needle:?}",
                e.message
            );
        }
    }
}

#[test]
fn the_issues_example_uses_every_part() {
    let cost = parse("{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card");
    assert_eq!(
        cost,
        Cost {
            mana: ManaCost {
                generic: 2,
                blue: 2,
                ..ManaCost::default()
            },
            tap: true,
            life: 2,
            sacrifice: Some(Sacrifice::This),
            discard: 1,
        }
    );
    assert_eq!(cost.mana.total(), 4);
    assert_eq!(
        cost.to_string(),
        "{2}{U}{U}, {T}, Pay 2 life, Sacrifice this, Discard a card"
    );
}

#[test]
fn single_parts() {
    assert_eq!(
        parse("{T}"),
        Cost {
            tap: true,
            ..Cost::default()
        }
    );
    assert_eq!(parse("{0}"), Cost::default());
    assert_eq!(parse("{W}{U}{B}{R}{G}{C}").mana.total(), 6);
    assert_eq!(
        parse("{1}{R}").mana,
        ManaCost {
            generic: 1,
            red: 1,
            ..ManaCost::default()
        }
    );
    assert_eq!(
        parse("Sacrifice a creature").sacrifice,
        Some(Sacrifice::OneOf {
            card_type: CardType::Creature
        })
    );
    assert_eq!(
        parse("Sacrifice an artifact").sacrifice,
        Some(Sacrifice::OneOf {
            card_type: CardType::Artifact
        })
    );
    assert_eq!(parse("Discard 3 cards").discard, 3);
    assert_eq!(parse("Pay 10 life").life, 10);
    // Spaces around the commas do not matter; the order of the parts does not either.
    assert_eq!(parse("{T},Pay 1 life"), parse("Pay 1 life ,  {T}"));
}

#[test]
fn unknown_text_is_refused_naming_the_part() {
    refused("", "empty");
    refused("   ", "empty");
    refused("{2}{U}, Tap this", "\"Tap this\"");
    refused("{X}", "{X} is not a mana symbol");
    refused("{UU}", "{UU} is not a mana symbol");
    refused("{}", "\"{}\"");
    refused("{2", "\"{2\"");
    refused("{2}U", "\"{2}U\"");
    refused("{2}{3}", "two generic amounts");
    refused("{-1}", "{-1} is not a mana symbol");
    refused("{100}", "\"100\" is not an amount");
    refused("{02}", "\"02\" is not an amount");
    refused("Pay life", "\"Pay life\"");
    refused("Pay -2 life", "\"-2\"");
    refused("Pay 2 lives", "\"Pay 2 lives\"");
    refused("Sacrifice a planet", "\"Sacrifice a planet\"");
    refused("Sacrifice creature", "\"Sacrifice creature\"");
    refused("Discard 0 cards", "\"Discard 0 cards\"");
    refused("Discard two cards", "\"two\"");
    refused("{T}, {T}", "two {T} parts");
    refused("{U}, {U}", "two mana parts");
    refused("Pay 1 life, Pay 2 life", "two life parts");
    refused("Discard a card, Discard a card", "two discard parts");
    refused("Sacrifice this, Sacrifice a land", "two sacrifice parts");
    refused(&"{U}".repeat(200), "limit of 512");
    refused(&"{U}".repeat(21), "more than 20 {U}");
}

#[test]
fn the_model_crosses_as_the_documented_json() {
    let json = serde_json::to_value(parse("{1}{G}, Sacrifice a land, Discard 2 cards")).ok();
    assert_eq!(
        json,
        Some(serde_json::json!({
            "mana": { "generic": 1, "W": 0, "U": 0, "B": 0, "R": 0, "G": 1, "C": 0 },
            "tap": false,
            "life": 0,
            "sacrifice": { "type": "ONE_OF", "cardType": "LAND" },
            "discard": 2
        }))
    );
}

fn any_cost() -> impl Strategy<Value = Cost> {
    let amount = || prop_oneof![Just(0u32), 1u32..4, Just(MAX_AMOUNT)];
    let mana = (
        amount(),
        0u32..3,
        0u32..3,
        0u32..3,
        0u32..3,
        0u32..3,
        0u32..3,
    )
        .prop_map(
            |(generic, white, blue, black, red, green, colorless)| ManaCost {
                generic,
                white,
                blue,
                black,
                red,
                green,
                colorless,
            },
        );
    let sacrifice = prop_oneof![
        Just(None),
        Just(Some(Sacrifice::This)),
        proptest::sample::select(CardType::ALL.to_vec())
            .prop_map(|card_type| Some(Sacrifice::OneOf { card_type })),
    ];
    (mana, any::<bool>(), amount(), sacrifice, amount()).prop_map(
        |(mana, tap, life, sacrifice, discard)| Cost {
            mana,
            tap,
            life,
            sacrifice,
            discard,
        },
    )
}

proptest! {
    #[test]
    fn canonical_text_parses_back_to_the_same_cost(cost in any_cost()) {
        let text = cost.to_string();
        prop_assert_eq!(Cost::parse(&text).ok(), Some(cost), "{}", text);
    }

    #[test]
    fn any_text_parses_or_is_refused(text in "[{}0-9WUBRGCTX ,a-zA-Z-]{0,40}") {
        if let Ok(cost) = Cost::parse(&text) {
            // Whatever parses has a canonical text that parses to the same cost.
            prop_assert_eq!(Cost::parse(&cost.to_string()).ok(), Some(cost));
        }
    }
}

//! The card lists the benches import: Elestrals cards whose names and texts are drawn from a
//! vocabulary of 240 words, as a large game's card pool reads, and as many Chinese cards. No
//! IO and no clock, so that the browser build's benches (`tableside-web`'s
//! `tests/in_a_worker.rs`) include this file too and search the same cards in a Web Worker.

#![allow(dead_code, reason = "each bench uses a part of the lists")]

use serde_json::json;

pub const SYLLABLES: [&str; 24] = [
    "em", "ber", "tide", "war", "den", "frost", "ash", "vale", "storm", "gla", "ive", "thorn",
    "sol", "ar", "luna", "drake", "mire", "crest", "fen", "rune", "spire", "wisp", "gale", "cor",
];

/// A deterministic stream of small numbers (a linear congruential generator is enough here).
struct Draw(u64);

impl Draw {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % below
    }

    /// A word of two or three syllables.
    fn word(&mut self) -> String {
        let count = 2 + self.next(2);
        (0..count)
            .map(|_| SYLLABLES[self.next(SYLLABLES.len())])
            .collect()
    }
}

/// Characters 星灵 card names and texts are written with; a Chinese word is two or three of
/// them, without spaces.
pub const HAN: [&str; 40] = [
    "星", "灵", "龙", "炎", "月", "影", "殿", "堂", "守", "护", "者", "雷", "霆", "之", "刃", "苍",
    "穹", "风", "暴", "冰", "霜", "圣", "光", "暗", "夜", "魂", "剑", "盾", "召", "唤", "伤", "害",
    "生", "命", "攻", "击", "力", "抽", "牌", "场",
];

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// An Elestral's own fields drawn from a stream of their own (so names and texts are what
/// they were without them): elements, a cost, attack, defense, subclasses and rarity, for the
/// typed filters of a search to tell cards apart.
struct Fields(Draw);

const ELEMENTS: [&str; 8] = [
    "earth", "fire", "water", "thunder", "wind", "frost", "solar", "lunar",
];
const SUBCLASSES: [&str; 6] = ["Dragon", "Golem", "Aquatic", "Beast", "Insect", "Fairy"];
const RARITIES: [&str; 4] = ["common", "uncommon", "rare", "stellar"];

impl Fields {
    fn fill(&mut self, card: &mut serde_json::Value) {
        let draw = &mut self.0;
        // One element, or two different ones.
        let first = draw.next(ELEMENTS.len());
        let mut elements = vec![ELEMENTS[first]];
        if draw.next(2) == 1 {
            elements.push(ELEMENTS[(first + 1 + draw.next(ELEMENTS.len() - 1)) % ELEMENTS.len()]);
        }
        let cost: Vec<&str> = (0..1 + draw.next(4))
            .map(|_| {
                if draw.next(3) == 0 {
                    "omni"
                } else {
                    elements[draw.next(elements.len())]
                }
            })
            .collect();
        card["elements"] = json!(elements);
        card["cost"] = json!(cost);
        card["attack"] = json!(draw.next(7));
        card["defense"] = json!(draw.next(7));
        card["subclasses"] = json!([SUBCLASSES[draw.next(SUBCLASSES.len())]]);
        card["rarity"] = json!(RARITIES[draw.next(RARITIES.len())]);
    }
}

/// The first `count` cards of the list, as a player's exported file has them.
pub fn card_list_of(count: usize) -> String {
    let mut fields = Fields(Draw(13));
    let mut draw = Draw(7);
    let vocabulary: Vec<String> = (0..240).map(|_| draw.word()).collect();
    let cards: Vec<_> = (0..count)
        .map(|i| {
            let name: Vec<String> = (0..1 + draw.next(3))
                .map(|_| capitalised(&vocabulary[draw.next(vocabulary.len())]))
                .collect();
            let text: Vec<&str> = (0..8 + draw.next(16))
                .map(|_| vocabulary[draw.next(vocabulary.len())].as_str())
                .collect();
            let mut card = json!({"id": format!("elestrals-bench-{i}"), "name": name.join(" "),
                   "class": "elestral", "effect": text.join(" ")});
            fields.fill(&mut card);
            card
        })
        .collect();
    json!({ "game": "elestrals", "cards": cards }).to_string()
}

/// The first `count` of a list of Chinese cards: names of one to three words run together and texts of words
/// with Chinese punctuation, as 星灵 cards read.
pub fn chinese_card_list_of(count: usize) -> String {
    let mut draw = Draw(11);
    let vocabulary: Vec<String> = (0..240)
        .map(|_| {
            let count = 2 + draw.next(2);
            (0..count).map(|_| HAN[draw.next(HAN.len())]).collect()
        })
        .collect();
    let cards: Vec<_> = (0..count)
        .map(|i| {
            let name: String = (0..1 + draw.next(3))
                .map(|_| vocabulary[draw.next(vocabulary.len())].as_str())
                .collect();
            let text: Vec<&str> = (0..8 + draw.next(16))
                .map(|_| vocabulary[draw.next(vocabulary.len())].as_str())
                .collect();
            json!({"id": format!("elestrals-han-{i}"), "name": name,
                   "class": "elestral", "elements": ["fire"], "cost": ["fire"],
                   "attack": 1, "defense": 1, "effect": format!("{}。", text.join("，"))})
        })
        .collect();
    json!({ "game": "elestrals", "cards": cards }).to_string()
}

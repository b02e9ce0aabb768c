//! The combat resolver: the outcome of a pending combat, computed without changing anything,
//! so that the table sees it before it is confirmed (CTC-COMBAT-3, CTC-KW-1, CTC-TOWER-1).
//!
//! Strikes are taken in the order the attacks were declared: a blocked attacker and its blocker
//! damage each other; an unblocked attacker hits its player; attackers at one creature add up.
//! Rampage sends what a strike has beyond the damage still needed to kill (given the earlier
//! strikes) to the struck creature's owner; Deadly kills with any damage; Corrupt X gives the
//! struck creature −X/−X; Life Leech gives its owner life equal to its power for each strike that
//! deals damage. Deaths are decided once every strike is in.

use super::cards::Keyword;
use super::state::{
    CombatAttack, CombatOutcome, Creature, CreatureResult, MonsterResult, PlayerResult, State,
    Target, TowerCapture,
};

/// Running totals of one creature during [`resolve`].
#[derive(Default, Clone, Copy)]
struct Tally {
    dealt: u32,
    taken: u32,
    corrupted: u32,
    deadly: bool,
}

/// Everything [`resolve`] adds up, keyed by creature, player and monster.
#[derive(Default)]
struct Ledger {
    creatures: Vec<(u32, Tally)>,
    players: Vec<(usize, u32, u32)>,
    monsters: Vec<(u32, u32)>,
}

impl Ledger {
    fn creature(&mut self, id: u32) -> &mut Tally {
        let index = match self.creatures.iter().position(|(c, _)| *c == id) {
            Some(index) => index,
            None => {
                self.creatures.push((id, Tally::default()));
                self.creatures.len() - 1
            }
        };
        &mut self.creatures[index].1
    }

    fn taken(&self, id: u32) -> u32 {
        self.creatures
            .iter()
            .find(|(c, _)| *c == id)
            .map_or(0, |(_, t)| t.taken)
    }

    fn player(&mut self, player: usize) -> (&mut u32, &mut u32) {
        let index = match self.players.iter().position(|(p, _, _)| *p == player) {
            Some(index) => index,
            None => {
                self.players.push((player, 0, 0));
                self.players.len() - 1
            }
        };
        let (_, damage, gained) = &mut self.players[index];
        (damage, gained)
    }

    /// `source` deals `amount` to the creature `target` (CTC-COMBAT-3), with Rampage, Corrupt,
    /// Deadly and Life Leech (CTC-KW-1). Returns the damage dealt.
    fn strike_creature(&mut self, source: &Creature, target: &Creature, amount: u32) -> u32 {
        if amount == 0 {
            return 0;
        }
        let deadly = source.has(Keyword::Deadly);
        // What it still takes to kill the target, given what it took earlier in this combat.
        let needed = if deadly {
            1
        } else {
            target
                .remaining()
                .saturating_sub(self.taken(target.id))
                .max(1)
        };
        let excess = if source.has(Keyword::Rampage) && amount > needed {
            amount - needed
        } else {
            0
        };
        let tally = self.creature(target.id);
        tally.taken = tally.taken.saturating_add(amount - excess);
        tally.deadly |= deadly;
        if let Some(x) = source.card.corrupt() {
            tally.corrupted = tally.corrupted.saturating_add(x.into());
        }
        if excess > 0 {
            let (damage, _) = self.player(target.owner);
            *damage = damage.saturating_add(excess);
        }
        self.dealt(source, amount);
        amount
    }

    fn strike_player(&mut self, source: &Creature, player: usize, amount: u32) -> u32 {
        if amount == 0 {
            return 0;
        }
        let (damage, _) = self.player(player);
        *damage = damage.saturating_add(amount);
        self.dealt(source, amount);
        amount
    }

    /// Life Leech: whenever it deals damage, its owner gains life equal to its power.
    fn dealt(&mut self, source: &Creature, amount: u32) {
        let tally = self.creature(source.id);
        tally.dealt = tally.dealt.saturating_add(amount);
        if source.has(Keyword::LifeLeech) {
            let (_, gained) = self.player(source.owner);
            *gained = gained.saturating_add(source.power());
        }
    }
}

/// The outcome of `attacks` by `player`'s creatures, without changing anything.
pub(super) fn resolve(state: &State, player: usize, attacks: &[CombatAttack]) -> CombatOutcome {
    let mut ledger = Ledger::default();
    let mut damage_dealt = 0u32;
    for attack in attacks {
        let Some(attacker) = state.creature(attack.attacker) else {
            continue;
        };
        ledger.creature(attacker.id);
        let power = attacker.power();
        let dealt = match (
            attack.target,
            attack.blocker.and_then(|b| state.creature(b)),
        ) {
            (Target::Player { .. }, Some(blocker)) => {
                // The blocker and the attacker damage each other.
                ledger.strike_creature(blocker, attacker, blocker.power());
                ledger.strike_creature(attacker, blocker, power)
            }
            (Target::Player { player }, None) => ledger.strike_player(attacker, player, power),
            (Target::Creature { creature }, _) => match state.creature(creature) {
                Some(target) => ledger.strike_creature(attacker, target, power),
                None => 0,
            },
            (Target::Monster { monster }, _) => {
                if power > 0 {
                    match ledger.monsters.iter_mut().find(|(m, _)| *m == monster) {
                        Some((_, taken)) => *taken = taken.saturating_add(power),
                        None => ledger.monsters.push((monster, power)),
                    }
                    ledger.dealt(attacker, power);
                }
                power
            }
        };
        damage_dealt = damage_dealt.saturating_add(dealt);
    }

    let creatures: Vec<CreatureResult> = ledger
        .creatures
        .iter()
        .filter_map(|(id, tally)| {
            let creature = state.creature(*id)?;
            let damage_after = creature.damage.saturating_add(tally.taken);
            let defense_after = creature.defense().saturating_sub(tally.corrupted);
            let dies = (tally.deadly && tally.taken > 0) || damage_after >= defense_after;
            Some(CreatureResult {
                creature: *id,
                dealt: tally.dealt,
                taken: tally.taken,
                damage_after,
                corrupted: tally.corrupted,
                deadly: tally.deadly && tally.taken > 0,
                dies,
            })
        })
        .collect();
    let players = ledger
        .players
        .iter()
        .filter_map(|&(p, damage, gained)| {
            let life = state.players.get(p)?.life;
            let life_after = i64::from(life) - i64::from(damage) + i64::from(gained);
            Some(PlayerResult {
                player: p,
                damage,
                life_gained: gained,
                life_after: life_after.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
            })
        })
        .collect();
    let monsters = ledger
        .monsters
        .iter()
        .filter_map(|&(id, taken)| {
            let monster = state.chaos.monsters.iter().find(|m| m.id == id)?;
            Some(MonsterResult {
                monster: id,
                taken,
                defeated: monster.damage.saturating_add(taken) >= monster.defense,
            })
        })
        .collect();
    let towers = captures(state, player, attacks, &creatures);
    CombatOutcome {
        creatures,
        players,
        monsters,
        towers,
        damage_dealt,
    }
}

/// CTC-TOWER-1: a tower of an opponent changes hands when this combat attacked creatures
/// around it and every creature its controller had around it dies; the surviving attackers
/// that attacked there move around it.
fn captures(
    state: &State,
    player: usize,
    attacks: &[CombatAttack],
    results: &[CreatureResult],
) -> Vec<TowerCapture> {
    let dies = |id: u32| results.iter().any(|r| r.creature == id && r.dies);
    let mut captured = Vec::new();
    for (index, tower) in state.towers.iter().enumerate() {
        let Some(holder) = tower.controller.filter(|&c| c != player) else {
            continue;
        };
        let guards: Vec<&Creature> = state
            .creatures
            .iter()
            .filter(|c| c.tower == Some(index) && c.controller == holder)
            .collect();
        let attackers: Vec<u32> = attacks
            .iter()
            .filter(|a| match a.target {
                Target::Creature { creature } => guards.iter().any(|g| g.id == creature),
                _ => false,
            })
            .map(|a| a.attacker)
            .collect();
        if attackers.is_empty() || !guards.iter().all(|g| dies(g.id)) {
            continue;
        }
        let mut survivors: Vec<u32> = Vec::new();
        for id in attackers {
            if !dies(id) && !survivors.contains(&id) {
                survivors.push(id);
            }
        }
        captured.push(TowerCapture {
            tower: index,
            from: holder,
            to: player,
            guards: survivors,
        });
    }
    captured
}

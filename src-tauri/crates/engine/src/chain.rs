//! Chains and stacks: one mechanism for every game that lets players answer an action before it
//! happens.
//!
//! One game calls it the chain (ELE-CHAIN-1 to ELE-CHAIN-5), another the Cascade
//! (CDX-CASCADE-1). Both work the same way, so both use [`Chain`]:
//!
//! 1. An action opens the chain as its *base* link ([`Chain::open`]).
//! 2. Players answer with more links while they hold priority ([`Chain::respond`]). Priority
//!    starts with the turn player and, after every new link, returns to the turn player, because
//!    the turn player always gets to add links first (ELE-CHAIN-2).
//! 3. When every player has passed in succession, or the table agrees to stop, the chain is
//!    closed ([`Chain::pass`], [`Chain::close`]).
//! 4. A closed chain resolves newest link first, down to the base ([`Chain::resolve_next`],
//!    ELE-CHAIN-3). A negated link is spent without effect (ELE-CHAIN-4); a fizzled one, such as an
//!    effect whose source left the field and came back (CDX-15.5), resolves with no effect.
//! 5. Effects triggered during resolution wait for the next chain ([`Chain::queue_trigger`]),
//!    which opens with the turn player's triggers first ([`Chain::open_next_chain`], ELE-CHAIN-5).
//!
//! What a link *does* is the game's business: the chain is generic over the link's payload `L`
//! and only keeps order, priority and each link's fate. Players are seat indices.
//!
//! Refused operations return a [`ChainError`] and leave the chain exactly as it was, so a game can
//! try an action and report the refusal without undoing anything.
//!
//! # Example
//!
//! ```
//! use tableside_engine::chain::{Chain, ChainError, LinkId, Resolution};
//!
//! // Seat 0 is the turn player and Casts a Rune; seat 1 answers with a Counter Rune.
//! let mut chain = Chain::open("cast rune", 0, vec![0, 1])?;
//! chain.pass(0)?;
//! let counter = chain.respond(1, "counter rune: negate it")?;
//! // The new link hands priority back to the turn player; both pass, so the chain closes.
//! assert_eq!(chain.who_has_priority(), Some(0));
//! chain.pass(0)?;
//! chain.pass(1)?;
//! assert!(chain.is_closed());
//!
//! // Newest first: the Counter Rune resolves and negates the base.
//! match chain.resolve_next()? {
//!     // Here the game would apply the Counter Rune, which negates the base (always link 0).
//!     Resolution::Resolve(link) if link.id == counter => chain.negate(LinkId(0))?,
//!     other => panic!("expected the Counter Rune to resolve, got {other:?}"),
//! }
//!
//! // The base is spent without effect, and the chain is done.
//! assert!(matches!(chain.resolve_next()?, Resolution::Negated(link) if link.payload == "cast rune"));
//! assert!(chain.is_done());
//! assert_eq!(chain.open_next_chain()?, None);
//! # Ok::<(), ChainError>(())
//! ```

use crate::error::{Refusal, RefusalCode};
use crate::label::Label;
use crate::rule_id::RuleId;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Identifies a link within one chain: its sequence number, the base being 0.
///
/// Ids start again from 0 in every chain, so an id only means something together with its chain.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
pub struct LinkId(pub usize);

impl std::fmt::Display for LinkId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What became, or will become, of a link.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LinkStatus {
    /// Waiting to resolve, and it will take effect when it does.
    Pending,
    /// Resolved and took effect.
    Resolved,
    /// Negated: spent, with its costs paid, but it does nothing and triggers nothing
    /// (ELE-CHAIN-4).
    Negated,
    /// Fizzled: it resolves with no effect, e.g. its source left the field and came back
    /// (CDX-CASCADE-1, CDX-15.5).
    Fizzled,
}

/// One link of a chain: an action or effect waiting to resolve, or one that has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Link<L> {
    /// The link's sequence number in its chain; the base is 0.
    pub id: LinkId,
    /// The seat of the player who added the link.
    pub controller: usize,
    /// What the link does; the game decides what that means.
    pub payload: L,
    /// Its fate: pending, resolved, negated or fizzled.
    pub status: LinkStatus,
    /// Whether resolution has reached the link. A spent link can no longer be negated or fizzled;
    /// a negated or fizzled link is spent when its turn to resolve comes, not when it is marked,
    /// because a marked link still sits on the chain until then.
    pub spent: bool,
}

/// Where a chain stands.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ChainPhase {
    /// Players may still add links (ELE-CHAIN-2).
    Open,
    /// No more links; resolving newest first (ELE-CHAIN-3).
    Closed,
    /// Every link has been reached; only triggers for the next chain remain.
    Done,
}

/// What [`Chain::resolve_next`] reached, so the game knows whether to apply the link.
///
/// Each variant carries a copy of the link as it is after resolution (spent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Resolution<L> {
    /// Apply the link's effect now.
    Resolve(Link<L>),
    /// The link is spent, with its costs, but does nothing and triggers nothing (ELE-CHAIN-4).
    Negated(Link<L>),
    /// The link resolves with no effect (CDX-CASCADE-1).
    Fizzled(Link<L>),
}

impl<L> Resolution<L> {
    /// The link that was reached, whatever became of it.
    pub fn link(&self) -> &Link<L> {
        match self {
            Resolution::Resolve(link) | Resolution::Negated(link) | Resolution::Fizzled(link) => {
                link
            }
        }
    }

    /// Takes the link out of the resolution.
    pub fn into_link(self) -> Link<L> {
        match self {
            Resolution::Resolve(link) | Resolution::Negated(link) | Resolution::Fizzled(link) => {
                link
            }
        }
    }

    /// Whether the game should apply the link's effect.
    pub fn takes_effect(&self) -> bool {
        matches!(self, Resolution::Resolve(_))
    }
}

/// An effect whose condition was met during a chain, waiting for the next chain (ELE-CHAIN-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct QueuedTrigger<L> {
    /// The seat of the player who controls the effect.
    pub controller: usize,
    /// What the effect does; it becomes a link's payload on the next chain.
    pub payload: L,
}

/// The rules of a game's catalog that its chain answers to; the mechanism is the same in every
/// game, the rule a player reads in a refusal is their game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChainRules {
    /// Who may add a link, and that a closed chain takes no more.
    pub priority: RuleId,
    /// A chain resolves once closed, fully, and only then does the next one open.
    pub resolution: RuleId,
}

/// Why the chain refused an operation. A refused operation leaves the chain untouched.
#[derive(
    Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChainError {
    /// The player tried to add a link or pass without holding priority.
    #[error("player {player} does not hold priority; player {holder} does")]
    NotYourPriority {
        /// The seat that tried to act.
        player: usize,
        /// The seat that holds priority.
        holder: usize,
    },
    /// The chain is closed: no one can add a link, pass, or close it again.
    #[error("the chain is closed; no more links can be added")]
    Closed,
    /// The chain is still open, so it cannot resolve nor collect triggers yet.
    #[error("the chain is still open; it resolves only once closed")]
    NotClosed,
    /// The chain has not finished resolving, so the next chain cannot open yet.
    #[error("the chain has not finished resolving; the next chain opens after it")]
    NotDone,
    /// Every link has been reached already; there is nothing left to resolve.
    #[error("every link of the chain has resolved")]
    Done,
    /// No link of this chain has that id.
    #[error("the chain has no link {link}")]
    UnknownLink {
        /// The id asked for.
        link: LinkId,
    },
    /// Resolution has already reached the link, so it can no longer be negated or fizzled.
    #[error("link {link} has already resolved")]
    AlreadyResolved {
        /// The id of the spent link.
        link: LinkId,
    },
    /// The seat is not one of the chain's players.
    #[error("seat {player} is not a player of this chain")]
    NotAPlayer {
        /// The seat given.
        player: usize,
    },
    /// The priority order given to open a chain is empty or names a seat twice.
    #[error("the priority order must name each player exactly once")]
    BadPriorityOrder,
    /// A new order for a player's queued triggers is not a rearrangement of all of them.
    #[error("player {player} has {queued} queued triggers; the new order must list each once")]
    BadTriggerOrder {
        /// The seat whose triggers were to be reordered.
        player: usize,
        /// How many triggers that player has queued.
        queued: usize,
    },
}

impl ChainError {
    /// What went wrong, as the last part of the refusal's catalog key
    /// (`refusal.chain.not_your_priority`): the refusal's code is `CHAIN` for them all.
    pub fn key(&self) -> &'static str {
        match self {
            ChainError::NotYourPriority { .. } => "not_your_priority",
            ChainError::Closed => "closed",
            ChainError::NotClosed => "not_closed",
            ChainError::NotDone => "not_done",
            ChainError::Done => "done",
            ChainError::UnknownLink { .. } => "unknown_link",
            ChainError::AlreadyResolved { .. } => "already_resolved",
            ChainError::NotAPlayer { .. } => "not_a_player",
            ChainError::BadPriorityOrder => "bad_priority_order",
            ChainError::BadTriggerOrder { .. } => "bad_trigger_order",
        }
    }

    /// A chain refusal as the engine reports it: code `CHAIN`, the game's chain rule when a
    /// rule refused.
    pub fn refusal(&self, rules: ChainRules) -> Refusal {
        let mut reason = Label::new(format!("refusal.chain.{}", self.key()));
        match self {
            ChainError::NotYourPriority { player, holder } => {
                reason = reason.place("player", *player).place("holder", *holder);
            }
            ChainError::UnknownLink { link } | ChainError::AlreadyResolved { link } => {
                reason = reason.place("link", link.0);
            }
            ChainError::NotAPlayer { player } => reason = reason.place("player", *player),
            ChainError::BadTriggerOrder { player, queued } => {
                reason = reason
                    .place("player", *player)
                    .num("queued", *queued as i64);
            }
            ChainError::Closed
            | ChainError::NotClosed
            | ChainError::NotDone
            | ChainError::Done
            | ChainError::BadPriorityOrder => {}
        }
        Refusal {
            code: RefusalCode::Chain,
            rule: self.rule(rules).map(String::from),
            reason,
        }
    }

    /// The game's rule that refused the operation, when a rule did (rather than bad input).
    pub fn rule(&self, rules: ChainRules) -> Option<RuleId> {
        match self {
            ChainError::NotYourPriority { .. } | ChainError::Closed => Some(rules.priority),
            ChainError::NotClosed | ChainError::NotDone | ChainError::Done => {
                Some(rules.resolution)
            }
            ChainError::UnknownLink { .. }
            | ChainError::AlreadyResolved { .. }
            | ChainError::NotAPlayer { .. }
            | ChainError::BadPriorityOrder
            | ChainError::BadTriggerOrder { .. } => None,
        }
    }
}

/// A chain or Cascade: links waiting to resolve newest first, who may add the
/// next one, and the triggers waiting for the next chain.
///
/// See the [module documentation](self) for the whole cycle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Chain<L> {
    /// Oldest first: the base is at index 0, so a link's id is its index.
    links: Vec<Link<L>>,
    /// The seats in the order priority goes round: the turn player first, then the others in
    /// seat order.
    priority_order: Vec<usize>,
    /// Index into `priority_order` of the player holding priority while the chain is open.
    /// Everyone before that index has passed since the last link, which is why the chain closes
    /// when the last player in the order passes.
    priority_index: usize,
    phase: ChainPhase,
    /// In the order they were queued; [`Chain::next_chain_triggers`] sorts them by player.
    queued_triggers: Vec<QueuedTrigger<L>>,
}

impl<L> Chain<L> {
    /// Opens a chain whose base is `base`, controlled by seat `controller`.
    ///
    /// `priority_order` lists every player once: the turn player first, then the others in seat
    /// order. Priority goes to the turn player first (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// [`ChainError::BadPriorityOrder`] if the order is empty or names a seat twice;
    /// [`ChainError::NotAPlayer`] if `controller` is not in it.
    pub fn open(
        base: L,
        controller: usize,
        priority_order: Vec<usize>,
    ) -> Result<Self, ChainError> {
        let names_a_seat_twice = priority_order
            .iter()
            .enumerate()
            .any(|(index, seat)| priority_order[..index].contains(seat));
        if priority_order.is_empty() || names_a_seat_twice {
            return Err(ChainError::BadPriorityOrder);
        }
        if !priority_order.contains(&controller) {
            return Err(ChainError::NotAPlayer { player: controller });
        }
        Ok(Chain {
            links: vec![Link::pending(LinkId(0), controller, base)],
            priority_order,
            priority_index: 0,
            phase: ChainPhase::Open,
            queued_triggers: Vec::new(),
        })
    }

    /// Adds a link for `player`, who must hold priority, and returns its id.
    ///
    /// Every pass so far is forgotten and priority returns to the turn player, who always gets to
    /// answer first (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// [`ChainError::Closed`] once the chain is closed; [`ChainError::NotAPlayer`] for a seat
    /// outside the chain; [`ChainError::NotYourPriority`] if someone else holds priority.
    pub fn respond(&mut self, player: usize, payload: L) -> Result<LinkId, ChainError> {
        self.check_priority(player)?;
        let id = LinkId(self.links.len());
        self.links.push(Link::pending(id, player, payload));
        self.priority_index = 0;
        Ok(id)
    }

    /// `player`, who must hold priority, adds nothing; priority moves to the next player in the
    /// priority order. When the last of them passes, everyone has passed in succession since the
    /// last link and the chain closes (ELE-CHAIN-2).
    ///
    /// # Errors
    ///
    /// As [`Chain::respond`].
    pub fn pass(&mut self, player: usize) -> Result<(), ChainError> {
        self.check_priority(player)?;
        if self.priority_index + 1 >= self.priority_order.len() {
            self.phase = ChainPhase::Closed;
        } else {
            self.priority_index += 1;
        }
        Ok(())
    }

    /// Closes the chain without waiting for every pass, because the table agrees it is finished.
    ///
    /// # Errors
    ///
    /// [`ChainError::Closed`] if it is already closed.
    pub fn close(&mut self) -> Result<(), ChainError> {
        if self.phase != ChainPhase::Open {
            return Err(ChainError::Closed);
        }
        self.phase = ChainPhase::Closed;
        Ok(())
    }

    /// Reaches the newest link not yet reached, marks it spent and says what the game must do
    /// with it (ELE-CHAIN-3). A pending link becomes resolved; a negated or fizzled one is spent
    /// without effect. After the base, the chain is done.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotClosed`] while the chain is open; [`ChainError::Done`] once every link has
    /// been reached.
    pub fn resolve_next(&mut self) -> Result<Resolution<L>, ChainError>
    where
        L: Clone,
    {
        match self.phase {
            ChainPhase::Open => return Err(ChainError::NotClosed),
            ChainPhase::Done => return Err(ChainError::Done),
            ChainPhase::Closed => {}
        }
        // Links are spent strictly newest first, so the newest unspent one is next.
        let Some(link) = self.links.iter_mut().rev().find(|link| !link.spent) else {
            return Err(ChainError::Done);
        };
        link.spent = true;
        let resolution = match link.status {
            LinkStatus::Pending | LinkStatus::Resolved => {
                link.status = LinkStatus::Resolved;
                Resolution::Resolve(link.clone())
            }
            LinkStatus::Negated => Resolution::Negated(link.clone()),
            LinkStatus::Fizzled => Resolution::Fizzled(link.clone()),
        };
        if self.links.iter().all(|link| link.spent) {
            self.phase = ChainPhase::Done;
        }
        Ok(resolution)
    }

    /// Marks a link not yet reached as negated: when its turn comes it is spent, but does nothing
    /// and triggers nothing (ELE-CHAIN-4). Marking a link again replaces the earlier mark.
    ///
    /// # Errors
    ///
    /// [`ChainError::UnknownLink`] for an id not on this chain; [`ChainError::AlreadyResolved`] if
    /// resolution has already reached the link.
    pub fn negate(&mut self, link: LinkId) -> Result<(), ChainError> {
        self.mark(link, LinkStatus::Negated)
    }

    /// Marks a link not yet reached as fizzled: it resolves with no effect, e.g. because its
    /// source left the field and came back as a new card (CDX-CASCADE-1, CDX-15.5). Marking a
    /// link again replaces the earlier mark.
    ///
    /// # Errors
    ///
    /// As [`Chain::negate`].
    pub fn fizzle(&mut self, link: LinkId) -> Result<(), ChainError> {
        self.mark(link, LinkStatus::Fizzled)
    }

    /// Queues an effect whose condition was met during resolution; it waits for the next chain
    /// (ELE-CHAIN-3). Allowed once the chain is closed, including after the base has resolved.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotClosed`] while the chain is open, because an effect met then is added as
    /// a link in response instead; [`ChainError::NotAPlayer`] for a seat outside the chain.
    pub fn queue_trigger(&mut self, controller: usize, payload: L) -> Result<(), ChainError> {
        if self.phase == ChainPhase::Open {
            return Err(ChainError::NotClosed);
        }
        self.check_player(controller)?;
        self.queued_triggers.push(QueuedTrigger {
            controller,
            payload,
        });
        Ok(())
    }

    /// Rearranges `player`'s own queued triggers, which go on the next chain in the order that
    /// player chooses (ELE-CHAIN-5).
    ///
    /// `order[i]` is the current position, among [`Chain::queued_triggers`] of `player`, of the
    /// trigger that should come `i`-th. Other players' triggers are not moved.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotAPlayer`] for a seat outside the chain; [`ChainError::BadTriggerOrder`] if
    /// `order` does not list each of the player's queued triggers exactly once.
    pub fn reorder_triggers(&mut self, player: usize, order: &[usize]) -> Result<(), ChainError> {
        self.check_player(player)?;
        let queued = self.queued_triggers(player).count();
        let mut listed = vec![false; queued];
        let lists_each_once = order.len() == queued
            && order
                .iter()
                .all(|&position| match listed.get_mut(position) {
                    Some(seen) if !*seen => {
                        *seen = true;
                        true
                    }
                    _ => false,
                });
        if !lists_each_once {
            return Err(ChainError::BadTriggerOrder { player, queued });
        }

        // Take the player's triggers out, leaving holes, and refill the holes in the new order,
        // so that everyone else's triggers keep their places.
        let mut players_triggers = Vec::with_capacity(queued);
        let slots: Vec<Option<QueuedTrigger<L>>> = std::mem::take(&mut self.queued_triggers)
            .into_iter()
            .map(|trigger| {
                if trigger.controller == player {
                    players_triggers.push(Some(trigger));
                    None
                } else {
                    Some(trigger)
                }
            })
            .collect();
        // `order` was checked to be a rearrangement, so each position is taken exactly once.
        let mut reordered = order
            .iter()
            .filter_map(|&position| players_triggers.get_mut(position).and_then(Option::take));
        self.queued_triggers = slots
            .into_iter()
            .filter_map(|slot| slot.or_else(|| reordered.next()))
            .collect();
        Ok(())
    }

    /// Opens the next chain from the queued triggers, or returns `None` when none were queued.
    ///
    /// The triggers become links in the order of [`Chain::next_chain_triggers`]: the first is the
    /// base, the rest are added after it. The turn player's therefore resolve last
    /// (ELE-CHAIN-5). Priority goes to the turn player, so the players may still answer. The
    /// queue is emptied; this chain stays done.
    ///
    /// # Errors
    ///
    /// [`ChainError::NotDone`] until every link of this chain has been reached, because a chain
    /// fully resolves before the next one opens (ELE-CHAIN-3).
    pub fn open_next_chain(&mut self) -> Result<Option<Chain<L>>, ChainError> {
        if self.phase != ChainPhase::Done {
            return Err(ChainError::NotDone);
        }
        let mut triggers = std::mem::take(&mut self.queued_triggers);
        self.sort_for_next_chain(&mut triggers);
        let links: Vec<Link<L>> = triggers
            .into_iter()
            .enumerate()
            .map(|(index, trigger)| {
                Link::pending(LinkId(index), trigger.controller, trigger.payload)
            })
            .collect();
        if links.is_empty() {
            return Ok(None);
        }
        Ok(Some(Chain {
            links,
            priority_order: self.priority_order.clone(),
            priority_index: 0,
            phase: ChainPhase::Open,
            queued_triggers: Vec::new(),
        }))
    }

    /// The queued triggers in the order they will go on the next chain: the turn player's first,
    /// in the order that player chose, then each other player's in priority order (ELE-CHAIN-5).
    ///
    /// Since a chain resolves newest first, the turn player's triggers resolve *last*.
    pub fn next_chain_triggers(&self) -> Vec<&QueuedTrigger<L>> {
        let mut triggers: Vec<&QueuedTrigger<L>> = self.queued_triggers.iter().collect();
        // A stable sort by seat keeps each player's own order.
        triggers.sort_by_key(|trigger| self.priority_position(trigger.controller));
        triggers
    }

    /// `player`'s queued triggers, in the order that player chose.
    pub fn queued_triggers(&self, player: usize) -> impl Iterator<Item = &QueuedTrigger<L>> {
        self.queued_triggers
            .iter()
            .filter(move |trigger| trigger.controller == player)
    }

    /// The seat holding priority, or `None` once the chain is closed.
    pub fn who_has_priority(&self) -> Option<usize> {
        match self.phase {
            ChainPhase::Open => self.priority_order.get(self.priority_index).copied(),
            ChainPhase::Closed | ChainPhase::Done => None,
        }
    }

    /// The seats in priority order: the turn player first.
    pub fn priority_order(&self) -> &[usize] {
        &self.priority_order
    }

    /// Where the chain stands.
    pub fn phase(&self) -> ChainPhase {
        self.phase
    }

    /// Whether players may still add links.
    pub fn is_open(&self) -> bool {
        self.phase == ChainPhase::Open
    }

    /// Whether the chain is closed to new links; still true once it is done.
    pub fn is_closed(&self) -> bool {
        self.phase != ChainPhase::Open
    }

    /// Whether every link has been reached.
    pub fn is_done(&self) -> bool {
        self.phase == ChainPhase::Done
    }

    /// Every link, newest first (the order they resolve in), for display.
    pub fn links(&self) -> impl DoubleEndedIterator<Item = &Link<L>> + ExactSizeIterator {
        self.links.iter().rev()
    }

    /// The links resolution has not reached yet, newest first, including those marked negated or
    /// fizzled, which still wait their turn to be spent.
    pub fn pending(&self) -> impl Iterator<Item = &Link<L>> {
        self.links().filter(|link| !link.spent)
    }

    /// The link with this id, if it is on this chain.
    pub fn link(&self, id: LinkId) -> Option<&Link<L>> {
        self.links.iter().find(|link| link.id == id)
    }

    fn mark(&mut self, id: LinkId, status: LinkStatus) -> Result<(), ChainError> {
        let link = self
            .links
            .iter_mut()
            .find(|link| link.id == id)
            .ok_or(ChainError::UnknownLink { link: id })?;
        if link.spent {
            return Err(ChainError::AlreadyResolved { link: id });
        }
        link.status = status;
        Ok(())
    }

    /// Refuses `player` acting on an open chain unless they hold priority.
    fn check_priority(&self, player: usize) -> Result<(), ChainError> {
        if self.phase != ChainPhase::Open {
            return Err(ChainError::Closed);
        }
        self.check_player(player)?;
        match self.who_has_priority() {
            Some(holder) if holder == player => Ok(()),
            Some(holder) => Err(ChainError::NotYourPriority { player, holder }),
            // Only a chain deserialized from inconsistent data can be open with nobody holding
            // priority; refuse rather than let anyone act.
            None => Err(ChainError::Closed),
        }
    }

    fn check_player(&self, player: usize) -> Result<(), ChainError> {
        if self.priority_order.contains(&player) {
            Ok(())
        } else {
            Err(ChainError::NotAPlayer { player })
        }
    }

    /// The player's place in the priority order; seats outside it (impossible through the public
    /// operations) sort last.
    fn priority_position(&self, player: usize) -> usize {
        self.priority_order
            .iter()
            .position(|&seat| seat == player)
            .unwrap_or(usize::MAX)
    }

    fn sort_for_next_chain(&self, triggers: &mut [QueuedTrigger<L>]) {
        triggers.sort_by_key(|trigger| self.priority_position(trigger.controller));
    }
}

impl<L> Link<L> {
    fn pending(id: LinkId, controller: usize, payload: L) -> Self {
        Link {
            id,
            controller,
            payload,
            status: LinkStatus::Pending,
            spent: false,
        }
    }
}

#[cfg(test)]
#[path = "tests/chain.rs"]
mod tests;

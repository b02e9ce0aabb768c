//! A count of changes, and a way to wait for the next: the window of a shared table asks for
//! the table again when a device changed it, and for the sharing's status when a device came
//! or went, without polling. The count wraps: a waiter only asks whether it moved.

use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

#[derive(Default)]
pub struct Changes {
    count: Mutex<u32>,
    changed: Condvar,
}

impl Changes {
    /// How many changes there have been: a waiter reads it before it looks at the table, so
    /// that a change in between is not missed.
    pub fn count(&self) -> u32 {
        *self.count.lock()
    }

    pub(super) fn bump(&self) {
        let mut count = self.count.lock();
        *count = count.wrapping_add(1);
        self.changed.notify_all();
    }

    /// Waits until the count has passed `seen`, or `longest` has gone by: `true` on a change.
    pub fn wait_after(&self, seen: u32, longest: Duration) -> bool {
        let deadline = Instant::now() + longest;
        let mut count = self.count.lock();
        while *count == seen {
            if self.changed.wait_until(&mut count, deadline).timed_out() {
                return *count != seen;
            }
        }
        true
    }
}

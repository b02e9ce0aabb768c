//! The layout audit: what the eye misses on a screenshot, checked on every screen the tests
//! photograph, at every size.
//!
//! [`App::look`] photographs the current screen at phone, tablet and desktop size and audits
//! each: no horizontal scrolling; no control covered by another element at its centre
//! (`elementFromPoint`), overlapping another control, cut off by a box that clips it, or
//! smaller than 44×44 px; no text clipped unless it ends in an ellipsis with its full text at
//! hand (a `title` or an accessible name); text contrast at least WCAG AA; a seat's headline
//! number (`data-headline`) at least 64 px (48 px for one of many seats around a phone); what is
//! addressed to a seat (`data-for-seat`) turned as that seat's area (`data-seat`) is. A failure
//! names the screen, the size, the rule broken and the element.
//!
//! What the audit looks at is what is on top: the newest open sheet (`dialog[open]`), else a
//! table's outcome over it, else the whole page. Controls scrolled out of their area are a
//! scroll away, not cut off, and are left alone; so is a table drawn inert (a picture of an
//! earlier entry), and a disabled or dimmed control's contrast (WCAG exempts inactive controls).

use std::time::{Duration, Instant};

use serde_json::Value;

use super::{App, Result, DESKTOP, PHONE, TABLET};

/// The three sizes every screen is looked at, each with the suffix of its screenshot.
pub const SIZES: [((u32, u32), &str); 3] =
    [(PHONE, "phone"), (TABLET, "tablet"), (DESKTOP, "desktop")];

/// How long a screen may keep moving (a turned area, a sheet sliding in) before it is looked at
/// anyway.
const SETTLE_LIMIT: Duration = Duration::from_secs(3);

/// The least size of a seat's headline number, and of one among five or more seats around a
/// phone's edges.
const HEADLINE_PX: u32 = 64;
const RING_HEADLINE_PX: u32 = 48;

/// `turnOf(el)`: which way an element is turned on screen (0, 90, 180 or 270°), from the turns
/// of its boxes (`transform` and `rotate`) up to the page, or to its sheet (a sheet is drawn in
/// the top layer: the boxes around it in the page do not turn it).
const TURN_OF: &str = r#"
const turnOf = (el) => {
  let deg = 0;
  for (let a = el; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.transform && s.transform !== 'none') {
      const m = new DOMMatrixReadOnly(s.transform);
      deg += Math.atan2(m.b, m.a) * 180 / Math.PI;
    }
    if (s.rotate && s.rotate !== 'none') deg += parseFloat(s.rotate);
    if (a.matches('dialog[open]')) break;
  }
  return (((Math.round(deg / 90) * 90) % 360) + 360) % 360;
};
"#;

const AUDIT: &str = r#"
const problems = [];
const vw = window.innerWidth, vh = window.innerHeight;
const nameOf = (el) => {
  const text = (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || '').trim().replace(/\s+/g, ' ');
  return `${el.tagName.toLowerCase()} "${text.length > 50 ? text.slice(0, 50) + '…' : text}"`;
};
const report = (rule, el, detail) => problems.push(`${rule}: ${nameOf(el)}${detail ? ' (' + detail + ')' : ''}`);

// Against the layout viewport, not `innerWidth`: a phone's browser (and Chromium's mobile
// emulation) widens its visual viewport to a page wider than the screen, so the page never
// looks wider than `innerWidth` there.
const screenWidth = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > screenWidth + 1) {
  // The outermost elements reaching past the edge say where the scroll comes from.
  const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > screenWidth + 1);
  const outer = wide.filter((el) => !wide.includes(el.parentElement)).slice(0, 3);
  problems.push(`horizontal scroll: ${document.documentElement.scrollWidth} px wide in ${screenWidth}, from ${outer.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`).join(', ')}`);
}

const dialogs = [...document.querySelectorAll('dialog[open]')];
const root = dialogs[dialogs.length - 1] || document.querySelector('main.table .overlay.scrim') || document.body;

const shown = (el) => {
  if (el.closest('[inert]') || el.closest('.sr-only')) return false;
  const s = getComputedStyle(el);
  return s.visibility !== 'hidden' && s.display !== 'none';
};
// Where an element can show: inside every ancestor that clips (`clip`), and inside the part of
// each scrolling ancestor now in view (`view`; the rest is a scroll away, not cut off).
const meet = (a, r) => ({ l: Math.max(a.l, r.left), t: Math.max(a.t, r.top), r: Math.min(a.r, r.right), b: Math.min(a.b, r.bottom) });
// A page taller than the window scrolls: below its bottom edge is a scroll away, not cut off.
const pageScrolls = document.scrollingElement.scrollHeight > vh + 1;
const boxes = (el) => {
  let view = { l: 0, t: 0, r: vw, b: vh };
  const clip = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
  // Past the edge of a box that scrolls (along that axis), the rest is a scroll away: boxes
  // that clip from further out cut the scrolling box, not what it holds.
  let freeX = false, freeY = false;
  for (let a = el.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const r = a.getBoundingClientRect();
    const ownY = /(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight + 1;
    const ownX = /(auto|scroll)/.test(s.overflowX) && a.scrollWidth > a.clientWidth + 1;
    // A box turned a quarter (a middle turned to a side seat) scrolls along its own height,
    // which runs across the screen.
    const sideways = turnOf(a) % 180 === 90;
    const scrollsY = sideways ? ownX : ownY;
    const scrollsX = sideways ? ownY : ownX;
    view = meet(view, r);
    if (!freeX && !scrollsX) { clip.l = Math.max(clip.l, r.left); clip.r = Math.min(clip.r, r.right); }
    if (!freeY && !scrollsY) { clip.t = Math.max(clip.t, r.top); clip.b = Math.min(clip.b, r.bottom); }
    freeX ||= scrollsX;
    freeY ||= scrollsY;
    // A sheet is drawn in the top layer: no box around it in the page clips it.
    if (a.matches('dialog[open]')) break;
  }
  if (!freeX) { clip.l = Math.max(clip.l, 0); clip.r = Math.min(clip.r, vw); }
  if (!freeY && !pageScrolls) { clip.t = Math.max(clip.t, 0); clip.b = Math.min(clip.b, vh); }
  return { clip, view };
};

// Controls: big enough, not cut off, not covered, not overlapping each other.
const controls = [];
for (const el of root.querySelectorAll('button, input:not([type=hidden]), select, textarea, a[href], summary, [role=button]')) {
  if (!shown(el)) continue;
  // A checkbox or radio is tapped through its label.
  const target = (el.type === 'checkbox' || el.type === 'radio') && el.closest('label') ? el.closest('label') : el;
  const r = target.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  const { clip, view } = boxes(target);
  if (cx < view.l || cx > view.r || cy < view.t || cy > view.b) continue;
  if (r.width < 43.5 || r.height < 43.5) report('small target', el, `${Math.round(r.width)}×${Math.round(r.height)} px`);
  if (r.top < clip.t - 1 || r.bottom > clip.b + 1 || r.left < clip.l - 1 || r.right > clip.r + 1) report('cut off', el, `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} past the box ${Math.round(clip.l)},${Math.round(clip.t)}–${Math.round(clip.r)},${Math.round(clip.b)}`);
  const hit = document.elementFromPoint(cx, cy);
  // While a seat is picked as a target, each seat is one big target over its own controls.
  const picking = hit && hit.closest('[data-target]') && !target.closest('[data-target]');
  if (hit && !picking && !target.contains(hit) && !hit.contains(target)) {
    report('covered', el, `by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} "${(hit.textContent || '').trim().slice(0, 30)}"`);
  }
  const seen = meet(view, r);
  if (!controls.some((c) => c.target === target)) controls.push({ el, target, box: seen });
}
for (let i = 0; i < controls.length; i++) {
  for (let j = i + 1; j < controls.length; j++) {
    const a = controls[i], b = controls[j];
    if (a.target.contains(b.target) || b.target.contains(a.target)) continue;
    // A seat's target button lies over the seat while a target is picked, on purpose.
    if (!!a.target.closest('[data-target]') !== !!b.target.closest('[data-target]')) continue;
    const w = Math.min(a.box.r, b.box.r) - Math.max(a.box.l, b.box.l);
    const h = Math.min(a.box.b, b.box.b) - Math.max(a.box.t, b.box.t);
    if (w > 2 && h > 2) report('overlapping', a.el, `with ${nameOf(b.el)} by ${Math.round(w)}×${Math.round(h)} px`);
  }
}

// Text: not clipped, and readable against what is behind it.
const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const pen = canvas.getContext('2d', { willReadFrequently: true });
const rgba = (css) => {
  pen.clearRect(0, 0, 1, 1);
  pen.fillStyle = 'rgba(0, 0, 0, 0)';
  pen.fillStyle = css;
  pen.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = pen.getImageData(0, 0, 1, 1).data;
  return { r, g, b, a: a / 255 };
};
const over = (top, under) => ({
  r: top.r * top.a + under.r * (1 - top.a),
  g: top.g * top.a + under.g * (1 - top.a),
  b: top.b * top.a + under.b * (1 - top.a),
  a: 1,
});
const luminance = ({ r, g, b }) => {
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.045) / 1.055, 2.4); };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
// The colour behind an element, from its own background down to the page's; null when an image
// or gradient is in the way (then the audit cannot tell).
const behind = (el) => {
  const layers = [];
  for (let a = el; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.backgroundImage !== 'none') return null;
    const c = rgba(s.backgroundColor);
    if (c.a > 0) layers.push(c);
    if (c.a >= 1) break;
  }
  let colour = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) colour = over(layer, colour);
  return colour;
};
const opacityOf = (el) => {
  let o = 1;
  for (let a = el; a; a = a.parentElement) o *= parseFloat(getComputedStyle(a).opacity);
  return o;
};
const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
for (const el of root.querySelectorAll('*')) {
  if (!ownText(el) || !shown(el) || el.closest('svg, canvas, option')) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  const { view } = boxes(el);
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  if (cx < view.l || cx > view.r || cy < view.t || cy > view.b) continue;
  // Hidden for the eye, kept for screen readers (a 1 px box that clips).
  if (r.width <= 1 || r.height <= 1) continue;
  const s = getComputedStyle(el);
  // The box that cuts the text: the element itself, or a parent that holds only it.
  const only = el.parentElement && el.parentElement.children.length === 1 && !ownText(el.parentElement) ? el.parentElement : null;
  for (const box of only ? [el, only] : [el]) {
    const bs = getComputedStyle(box);
    const hides = bs.overflowX === 'hidden' || bs.overflowX === 'clip';
    if (!hides || box.scrollWidth <= box.clientWidth + 1) continue;
    const named = box.closest('[title], button[aria-label], [role=button][aria-label]');
    if (bs.textOverflow !== 'ellipsis') report('clipped text', el);
    else if (!named) report('cut text without its full text', el);
    break;
  }
  // WCAG exempts inactive controls: disabled, or dimmed (a tap only says why it is refused);
  // a running change fading out on its way off the screen is read before it fades.
  if (el.closest(':disabled, [aria-disabled=true], .dimmed, [data-fading]')) continue;
  const back = behind(el);
  if (back === null) continue;
  const opacity = opacityOf(el);
  if (opacity < 0.05) continue;
  const fore = rgba(s.color);
  const text = over({ ...fore, a: fore.a * opacity }, back);
  const [hi, lo] = [luminance(text), luminance(back)].sort((a, b) => b - a);
  const ratio = (hi + 0.05) / (lo + 0.05);
  const size = parseFloat(s.fontSize), weight = parseInt(s.fontWeight, 10) || 400;
  const large = size >= 24 || (size >= 18.66 && weight >= 700);
  const needed = large ? 3 : 4.5;
  if (ratio < needed - 0.005) report('low contrast', el, `${ratio.toFixed(2)}:1, needs ${needed}:1`);
}
// Headline numbers (life, damage, a Spirit total, 灵力): read from across the table, so never
// under 64 px; a seat among five or more around a phone's edges (`data-headline="ring"`) has
// less room and keeps at least 48 px.
for (const el of root.querySelectorAll('[data-headline]')) {
  if (!shown(el)) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  const least = el.dataset.headline === 'ring' ? RING_HEADLINE_PX : HEADLINE_PX;
  const size = parseFloat(getComputedStyle(el).fontSize);
  if (size < least - 0.5) report('small headline', el, `${Math.round(size)} px, needs ${least} px`);
}

// What is addressed to a seat (its sheet, a block it must choose, a chain link it answers)
// faces that seat as its area does. A strip across the table can only face the bottom or the
// top: for a seat at a side edge it stays upright.
const addressed = [...root.querySelectorAll('[data-for-seat]')];
if (root.matches && root.matches('[data-for-seat]')) addressed.push(root);
for (const el of addressed) {
  if (!shown(el)) continue;
  const area = [...document.querySelectorAll(`[data-seat="${el.dataset.forSeat}"]`)].find(shown);
  if (!area) continue;
  const seatTurn = turnOf(area), turn = turnOf(el);
  const facing = el.dataset.strip !== undefined ? (seatTurn === 180 ? 180 : 0) : seatTurn;
  if (turn !== facing) report('not facing its seat', el, `turned ${turn}°, seat ${Number(el.dataset.forSeat) + 1} at ${seatTurn}°`);
}
return problems;
"#;

/// The problems the layout audit finds on the page `client` shows now (the app's window, or a
/// phone's browser at a shared table), one line each.
pub async fn audit_page(client: &fantoccini::Client) -> Result<Vec<String>> {
    let script = format!(
        "const HEADLINE_PX = {HEADLINE_PX}, RING_HEADLINE_PX = {RING_HEADLINE_PX};\n{TURN_OF}\n{AUDIT}"
    );
    let found = client.execute(&script, vec![]).await?;
    Ok(match found {
        Value::Array(items) => items
            .into_iter()
            .map(|item| item.as_str().unwrap_or_default().to_owned())
            .collect(),
        other => vec![format!("the audit answered {other}")],
    })
}

/// How many animations are still running; one that repeats for ever (a pulse) never ends and
/// does not count.
const STILL: &str = "return document.getAnimations().filter((a) => a.playState === 'running' \
                     && (a.effect?.getTiming().iterations ?? 1) !== Infinity).length;";

impl App {
    /// The problems the layout audit finds on what the window shows now, one line each.
    pub async fn audit(&self) -> Result<Vec<String>> {
        audit_page(self.client()).await
    }

    /// The audit's own check named `rule` fails where it should: with one style of `element` (a
    /// script expression) spoiled (`property` set to `value`: a headline number shrunk, a
    /// seat's decision turned back upright) the audit names `rule`, and put back the screen
    /// passes again.
    pub async fn audit_names(
        &self,
        element: &str,
        property: &str,
        value: &str,
        rule: &str,
    ) -> Result {
        let set = |to: &str| format!("{element}.style.{property} = '{to}'; return true;");
        self.client().execute(&set(value), vec![]).await?;
        self.wait_for_paint().await?;
        let spoiled = self.audit().await?;
        self.client().execute(&set(""), vec![]).await?;
        self.wait_for_paint().await?;
        if !spoiled.iter().any(|p| p.starts_with(rule)) {
            return Err(
                format!("with {property} {value} the audit names {rule}: {spoiled:?}").into(),
            );
        }
        let mended = self.audit().await?;
        if !mended.is_empty() {
            return Err(format!("put back, the screen passes: {mended:?}").into());
        }
        Ok(())
    }

    /// Which way each seat's area on the table (`data-seat`) is turned, in seat order.
    pub async fn seat_turns(&self) -> Result<Vec<u32>> {
        let script = format!(
            "{TURN_OF}\nreturn [...document.querySelectorAll('main [data-seat]')] \
             .sort((a, b) => a.dataset.seat - b.dataset.seat).map(turnOf);"
        );
        Ok(serde_json::from_value(
            self.client().execute(&script, vec![]).await?,
        )?)
    }

    /// Photographs the current screen as `<screen>-<size>.png` at phone, tablet and desktop
    /// size, ending at the desktop size, and fails naming every problem the audit found.
    pub async fn look(&self, screen: &str) -> Result {
        self.look_at(screen, &SIZES).await
    }

    /// [`App::look`] at the given sizes, in order; the window stays at the last one.
    pub async fn look_at(&self, screen: &str, sizes: &[((u32, u32), &str)]) -> Result {
        let mut problems = Vec::new();
        for &(size, suffix) in sizes {
            self.set_size(size).await?;
            self.settle().await?;
            self.screenshot(&format!("{screen}-{suffix}")).await?;
            problems.extend(
                self.audit()
                    .await?
                    .into_iter()
                    .map(|problem| format!("{suffix}: {problem}")),
            );
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "the layout audit of {screen} found:\n  {}",
                problems.join("\n  ")
            )
            .into())
        }
    }

    /// Waits until nothing on the page is animating, or [`SETTLE_LIMIT`] has passed, then for
    /// the page to paint.
    pub async fn settle(&self) -> Result {
        let start = Instant::now();
        // A transition starts on the frame after the change that causes it.
        self.wait_for_paint().await?;
        while start.elapsed() < SETTLE_LIMIT {
            let running = self.client().execute(STILL, vec![]).await?;
            if running.as_u64() == Some(0) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        self.wait_for_paint().await
    }
}

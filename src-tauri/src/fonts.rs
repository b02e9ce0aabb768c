//! The fonts the page's text is drawn in, where the web view finds them through fontconfig
//! (WebKitGTK).
//!
//! The stylesheet's own list (`ui/src/styles/tokens.css`) names families that may or may not
//! be installed, and leaves the web view to try them in turn. WebKitGTK tries them at every size
//! and weight the first screen uses: each family looked up costs a font-matcher call and a walk
//! over the family's aliases, and a family the system lacks sends it on to the next at the same
//! cost again (about 3 ms a family, size and weight on the machines the bench runs on). So on
//! WebKitGTK the backend asks fontconfig once which of the families the list prefers are
//! installed, and the page is given those alone: the same fonts are drawn, found at the first
//! try.

/// The families for Latin text, most preferred first: Noto Sans, else Arial or one of its
/// metric twins, which fontconfig would have given in its place.
const LATIN: &[&str] = &[
    "Noto Sans",
    "Arial",
    "Liberation Sans",
    "Arimo",
    "Nimbus Sans",
];

/// The family for Han characters: the simplified forms, which 星灵's cards are printed in.
const HAN: &[&str] = &["Noto Sans CJK SC"];

/// The CSS font list for the page: the first installed family of [`LATIN`] and of [`HAN`],
/// then the generic `sans-serif`. Where no Latin family is installed, the generic comes first,
/// so that Latin text is drawn in the system's own sans-serif rather than a Han font's.
pub(crate) fn font_list(installed: impl Fn(&str) -> bool) -> String {
    let latin = LATIN.iter().copied().find(|family| installed(family));
    let han = HAN.iter().copied().find(|family| installed(family));
    let named = |family: &str| format!("\"{family}\"");
    let mut families = vec![latin.map_or_else(|| "sans-serif".to_owned(), named)];
    families.extend(han.map(named));
    if latin.is_some() {
        families.push("sans-serif".to_owned());
    }
    families.join(", ")
}

/// Loads fontconfig's configuration and caches, once for the process, before GTK starts.
///
/// Pango (1.50 here) starts a thread of its own that loads fontconfig as soon as GTK makes its
/// font map, and [`fonts_script`] asks fontconfig from another thread while GTK starts. Two
/// threads loading fontconfig at once each parse its configuration, and that is not safe: the
/// loads race over fontconfig's global state, which has been seen to crash or hang an app at
/// start (pango issues 784 and 872). Loaded here first, every later load finds the
/// configuration in place and returns at once. It costs the main thread what the load costs
/// (6-11 ms on the machines the bench runs on), most of which GTK would otherwise spend on
/// Pango's thread.
pub(crate) fn load_fontconfig() {
    system::load();
}

/// The name under which the page finds [`fonts_script`]'s list.
const FONTS: &str = "__TABLESIDE_FONTS__";

/// A script, run in the window before the page's own, that gives the page its font list
/// (`ui/src/lib/fonts.ts`); none where the web view finds fonts on its own, or fontconfig
/// could not be read, and the stylesheet's list stands.
pub(crate) fn fonts_script() -> Option<String> {
    let installed = system::installed_families()?;
    Some(script_for(&font_list(installed)))
}

fn script_for(list: &str) -> String {
    // A JSON string is a JavaScript expression, and no text in it can end the script.
    format!(
        "window.{FONTS} = {};",
        serde_json::Value::String(list.to_owned())
    )
}

/// WebKitGTK's platforms: the system's fonts, as fontconfig lists them.
#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
mod system {
    use fontconfig::{list_fonts, Fontconfig, ObjectSet, Pattern, FC_FAMILY};

    pub(super) fn load() {
        // The handle is a token: dropping it leaves fontconfig loaded (it never calls FcFini).
        let _ = Fontconfig::new();
    }

    /// Which of the families asked about fontconfig has; `None` where fontconfig does not
    /// start.
    pub(super) fn installed_families() -> Option<impl Fn(&str) -> bool> {
        let fc = Fontconfig::new()?;
        let installed: Vec<&str> = super::LATIN
            .iter()
            .chain(super::HAN)
            .copied()
            .filter(|family| has_family(&fc, family))
            .collect();
        Some(move |family: &str| installed.contains(&family))
    }

    /// Whether a font of the family `family` is installed: listed under that name (any of a
    /// font's names counts, as it does for the web view's match), not a font fontconfig would
    /// put in its place.
    pub(super) fn has_family(fc: &Fontconfig, family: &str) -> bool {
        let (Ok(name), Ok(mut pattern), Ok(mut objects)) = (
            std::ffi::CString::new(family),
            Pattern::new(fc),
            ObjectSet::new(fc),
        ) else {
            return false;
        };
        pattern.add_string(FC_FAMILY, &name).is_ok()
            && objects.add(FC_FAMILY).is_ok()
            && list_fonts(&pattern, Some(&objects)).is_ok_and(|fonts| fonts.iter().next().is_some())
    }
}

/// Elsewhere the web view finds its fonts without fontconfig.
#[cfg(not(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
)))]
mod system {
    pub(super) fn load() {}

    pub(super) fn installed_families() -> Option<fn(&str) -> bool> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn having(families: &'static [&'static str]) -> impl Fn(&str) -> bool {
        move |family| families.contains(&family)
    }

    #[test]
    fn the_list_names_the_first_installed_family_of_each_script() {
        assert_eq!(
            font_list(having(&["Nimbus Sans", "Arimo", "Noto Sans CJK SC"])),
            r#""Arimo", "Noto Sans CJK SC", sans-serif"#
        );
        assert_eq!(
            font_list(having(&["Noto Sans", "Arial"])),
            r#""Noto Sans", sans-serif"#
        );
    }

    #[test]
    fn without_a_latin_family_the_system_sans_serif_comes_before_the_han_one() {
        assert_eq!(
            font_list(having(&["Noto Sans CJK SC"])),
            r#"sans-serif, "Noto Sans CJK SC""#
        );
        assert_eq!(font_list(having(&[])), "sans-serif");
    }

    #[test]
    fn the_script_hands_the_page_the_list_as_a_string() {
        let script = script_for(r#""Noto Sans", sans-serif"#);
        assert_eq!(
            script,
            r#"window.__TABLESIDE_FONTS__ = "\"Noto Sans\", sans-serif";"#
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_family_is_installed_under_its_own_name_only() {
        use fontconfig::{list_fonts, Fontconfig, ObjectSet, Pattern, FC_FAMILY};

        let fc = Fontconfig::new().expect("fontconfig starts");
        let has_family = |family: &str| system::has_family(&fc, family);
        let mut objects = ObjectSet::new(&fc).expect("an object set");
        objects.add(FC_FAMILY).expect("adds");
        let all =
            list_fonts(&Pattern::new(&fc).expect("a pattern"), Some(&objects)).expect("lists");
        let first = all
            .iter()
            .next()
            .expect("a machine that draws text has a font");
        let family = first.get_string(FC_FAMILY).expect("a family").to_owned();
        assert!(has_family(&family), "{family}");
        // fontconfig matches some font for any name; that is not the family being installed.
        assert!(!has_family("No Such Family Anywhere"));

        let script = fonts_script().expect("a script where fontconfig starts");
        assert!(
            script.starts_with("window.__TABLESIDE_FONTS__ = \""),
            "{script}"
        );
        assert!(script.contains("sans-serif"), "{script}");
    }
}

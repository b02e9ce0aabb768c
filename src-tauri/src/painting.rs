//! Where the web view paints the page, chosen before GTK starts (WebKitGTK, on Linux).
//!
//! WebKitGTK paints with Skia on the GPU by default. On a machine with no GPU it still does,
//! through Mesa's software rasterizer (llvmpipe), which emulates the GPU on the CPU: Skia's GPU
//! caches (glyph atlases, textures) then sit in ordinary memory. Measured on such a machine,
//! the web process of the home screen held 50-60 MB more that way than with Skia painting on
//! the CPU itself (`WEBKIT_SKIA_ENABLE_CPU_RENDERING=1`, the default of WebKit's embedded
//! port, WPE), and its first frame came no sooner. So where no GPU device is present, the app
//! asks WebKit to paint on the CPU; where one is, WebKit's choice stands, and a choice the
//! person made in the environment always stands.

/// WebKit's switch for painting on the CPU; read by the web process, which inherits it.
const CPU_PAINTING: &str = "WEBKIT_SKIA_ENABLE_CPU_RENDERING";

/// Whether to ask WebKit to paint on the CPU: only when nobody has chosen either way and the
/// machine shows no GPU device.
fn wants_cpu_painting(chosen_already: bool, gpu_present: bool) -> bool {
    !chosen_already && !gpu_present
}

/// Whether a device of a GPU that can render is present: a DRM render node
/// (`/dev/dri/renderD128` and so on, every Mesa driver's), or NVIDIA's own driver's device.
fn gpu_present(dev: &std::path::Path) -> bool {
    let render_node = std::fs::read_dir(dev.join("dri")).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|entry| entry.file_name().to_string_lossy().starts_with("renderD"))
    });
    render_node || dev.join("nvidiactl").exists()
}

/// Asks WebKit to paint on the CPU where the machine has no GPU. Called first thing, before
/// any thread starts: the environment is the process's, and the web process inherits it.
pub(crate) fn choose() {
    if cfg!(target_os = "linux")
        && wants_cpu_painting(
            std::env::var_os(CPU_PAINTING).is_some(),
            gpu_present(std::path::Path::new("/dev")),
        )
    {
        std::env::set_var(CPU_PAINTING, "1");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_paints_only_where_there_is_no_gpu_and_no_one_chose() {
        assert!(wants_cpu_painting(false, false));
        assert!(!wants_cpu_painting(false, true));
        assert!(!wants_cpu_painting(true, false));
        assert!(!wants_cpu_painting(true, true));
    }

    #[test]
    fn a_render_node_or_nvidias_device_is_a_gpu() {
        let dev = tempfile::tempdir().expect("a temporary folder");
        assert!(!gpu_present(dev.path()), "an empty /dev has no GPU");
        std::fs::create_dir(dev.path().join("dri")).expect("dri");
        std::fs::write(dev.path().join("dri").join("card0"), "").expect("card0");
        assert!(
            !gpu_present(dev.path()),
            "a display controller alone (card0) renders nothing"
        );
        std::fs::write(dev.path().join("dri").join("renderD128"), "").expect("renderD128");
        assert!(gpu_present(dev.path()));

        let nvidia = tempfile::tempdir().expect("a temporary folder");
        std::fs::write(nvidia.path().join("nvidiactl"), "").expect("nvidiactl");
        assert!(gpu_present(nvidia.path()));
    }
}

//! The expert's weights for the native tools: read from the repository's files.

use ludo_engine::Preset;

/// Where the trained weights live, one `PRESET.bin` per preset.
pub const WEIGHTS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../ai/weights");

/// Loads the expert's weights for `preset` from `path`: a weights file, or a folder
/// holding `PRESET.bin`. The error says which file is missing or what is wrong with it.
pub fn load_weights(path: &str, preset: Preset) -> Result<(), String> {
    let p = std::path::Path::new(path);
    let file = if p.is_dir() {
        p.join(format!("{}.bin", preset.name()))
    } else {
        p.to_path_buf()
    };
    let bytes = std::fs::read(&file).map_err(|e| {
        format!(
            "{}: {e} (train the expert with scripts/train-expert.sh {})",
            file.display(),
            preset.name()
        )
    })?;
    let loaded = ludo_ai::expert::load(&bytes).map_err(|e| format!("{}: {e}", file.display()))?;
    if loaded != preset {
        return Err(format!(
            "{}: these weights are for {}, not {}",
            file.display(),
            loaded.name(),
            preset.name()
        ));
    }
    Ok(())
}

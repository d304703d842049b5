//! `grundy octal --window N --spill FILE`: the file where a windowed run puts the values it
//! drops from memory ([`grundy::game::octal::ValueArchive`]), two bytes per value
//! (little-endian), G(n) at byte 2n. The run writes it in order and reads it back only on
//! its slow path; without `--spill` it is a temporary file, removed at the end.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::Context;
use grundy::game::octal::ValueArchive;

/// The spill file.
#[derive(Debug)]
pub(crate) struct Spill {
    file: Mutex<File>,
    path: PathBuf,
    /// Removed when dropped (a temporary file).
    temporary: bool,
}

impl Spill {
    /// Creates (or empties) `path`; a temporary file in the system's temporary directory
    /// when `None`.
    pub(crate) fn create(path: Option<&Path>) -> anyhow::Result<Spill> {
        let (path, temporary) = match path {
            Some(path) => (path.to_path_buf(), false),
            None => {
                let name = format!("grundy-octal-{}.spill", std::process::id());
                (std::env::temp_dir().join(name), true)
            }
        };
        let problem = || crate::input::FileProblem { action: "create", file: path.display().to_string() };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)
            .with_context(problem)?;
        Ok(Spill { file: Mutex::new(file), path, temporary })
    }

    /// The file, for messages: its path, or "a temporary file".
    pub(crate) fn describe(&self) -> String {
        match self.temporary {
            true => "a temporary file".to_string(),
            false => self.path.display().to_string(),
        }
    }
}

impl Drop for Spill {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

impl ValueArchive for Spill {
    fn store(&self, first: usize, values: &[u16]) -> Result<(), String> {
        let mut file = self.file.lock().map_err(|_| "the spill file's lock is poisoned".to_string())?;
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        file.seek(SeekFrom::Start(2 * first as u64))
            .and_then(|_| file.write_all(&bytes))
            .map_err(|err| format!("cannot write {}: {err}", self.path.display()))
    }

    fn load(&self, first: usize, out: &mut [u16]) -> Result<(), String> {
        let mut file = self.file.lock().map_err(|_| "the spill file's lock is poisoned".to_string())?;
        let mut bytes = vec![0u8; 2 * out.len()];
        file.seek(SeekFrom::Start(2 * first as u64))
            .and_then(|_| file.read_exact(&mut bytes))
            .map_err(|err| format!("cannot read {}: {err}", self.path.display()))?;
        for (v, b) in out.iter_mut().zip(bytes.chunks_exact(2)) {
            *v = u16::from_le_bytes([b[0], b[1]]);
        }
        Ok(())
    }
}

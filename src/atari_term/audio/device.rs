//! The host's audio device through cpal (the `sound` feature): a stream whose callback
//! plays the voices the machine set last. No device, or one that fails, is silence.

use std::sync::{Arc, Mutex};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use super::{Synth, Voices};

/// The open audio stream and the voices it plays.
pub struct Speaker {
    voices: Arc<Mutex<Voices>>,
    _stream: Option<cpal::Stream>,
}

impl Speaker {
    /// Opens the default output device (silence when there is none).
    pub fn open() -> Self {
        let voices = Arc::new(Mutex::new([(0, 0); 4]));
        let stream = start(voices.clone());
        Speaker {
            voices,
            _stream: stream,
        }
    }

    /// Voice `voice` now plays (`audf`, `audc`).
    pub fn set(&mut self, voice: u8, audf: u8, audc: u8) {
        if let Ok(mut v) = self.voices.lock() {
            if let Some(slot) = v.get_mut(usize::from(voice)) {
                *slot = (audf, audc);
            }
        }
    }
}

/// A playing stream of the default device, if it has one in f32 or i16.
fn start(voices: Arc<Mutex<Voices>>) -> Option<cpal::Stream> {
    let device = cpal::default_host().default_output_device()?;
    let config = device.default_output_config().ok()?;
    let channels = usize::from(config.channels()).max(1);
    let mut synth = Synth::new(config.sample_rate().0 as f32);
    let format = config.sample_format();
    let config: cpal::StreamConfig = config.into();
    let stream = match format {
        cpal::SampleFormat::F32 => device.build_output_stream(
            &config,
            move |data: &mut [f32], _| {
                let v = voices.lock().map(|v| *v).unwrap_or([(0, 0); 4]);
                for frame in data.chunks_mut(channels) {
                    let s = synth.sample(&v);
                    frame.iter_mut().for_each(|x| *x = s);
                }
            },
            |_| {},
            None,
        ),
        cpal::SampleFormat::I16 => device.build_output_stream(
            &config,
            move |data: &mut [i16], _| {
                let v = voices.lock().map(|v| *v).unwrap_or([(0, 0); 4]);
                for frame in data.chunks_mut(channels) {
                    let s = (synth.sample(&v) * f32::from(i16::MAX)) as i16;
                    frame.iter_mut().for_each(|x| *x = s);
                }
            },
            |_| {},
            None,
        ),
        _ => return None,
    }
    .ok()?;
    stream.play().ok()?;
    Some(stream)
}

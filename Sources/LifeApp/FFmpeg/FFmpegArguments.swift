/// The command lines lifecam gives its `ffmpeg` children: one to encode the
/// YUV4MPEG2 stream lifecam writes into a video file, one to decode a video
/// file into a YUV4MPEG2 stream lifecam reads.
///
/// Both run with `-loglevel error`, so ffmpeg says nothing on success and its
/// last lines on standard error are the reason when it fails (docs/INTEROP.md),
/// and `-nostdin`, so it never reads the terminal.
package enum FFmpegArguments {
    /// How fast the encoder must be.
    package enum Pace: Sendable, Equatable {
        /// `render`: nothing waits, so the better (slower) presets.
        case offline
        /// A recording in `play`: the encoder must keep up with the frame rate
        /// on a busy machine, so the fastest presets that still look good.
        case live
    }

    /// The options every child starts with.
    static let quiet = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error"]

    /// Encodes a YUV4MPEG2 stream read on standard input into `output`, as
    /// `format` (its container named with `-f`, as `output` is a temporary
    /// name that ffmpeg cannot guess from). `-y` because lifecam itself
    /// created `output`, empty, to claim the name (it never overwrites a
    /// file it did not make).
    package static func encode(format: VideoFormat, fps: Int, pace: Pace, output: String) -> [String] {
        quiet + ["-f", "yuv4mpegpipe", "-i", "pipe:0"] + codec(format, fps: fps, pace: pace)
            + ["-f", format.muxer, "-y", output]
    }

    /// The codec options for `format`. H.264 in 4:2:0 needs even sides: an odd
    /// canvas (a terminal with an odd number of columns) loses its last column
    /// or row. A GIF takes its 256 colours from the first second of the
    /// picture (`palettegen` over `fps` frames), then maps every frame to them
    /// with an ordered dither: a palette of the whole clip would hold every
    /// frame in memory until the end (470 MB for 300 frames of 640×360).
    static func codec(_ format: VideoFormat, fps: Int, pace: Pace) -> [String] {
        let even = "crop=trunc(iw/2)*2:trunc(ih/2)*2"
        switch format {
        case .mp4, .mkv:
            let preset = pace == .live ? "superfast" : "veryfast"
            return ["-vf", even, "-c:v", "libx264", "-preset", preset, "-pix_fmt", "yuv420p"]
                + (format == .mp4 ? ["-movflags", "+faststart"] : [])
        case .webm:
            let speed = pace == .live ? ["-deadline", "realtime", "-cpu-used", "8"] : ["-deadline", "good", "-cpu-used", "5"]
            return ["-c:v", "libvpx-vp9"] + speed + ["-row-mt", "1", "-b:v", "0", "-crf", "35", "-pix_fmt", "yuv420p"]
        case .gif:
            let graph = "[0:v]split[a][b];[a]trim=end_frame=\(max(1, fps)),palettegen=stats_mode=diff[p];"
                + "[b][p]paletteuse=dither=bayer:bayer_scale=3"
            return ["-filter_complex", graph]
        }
    }

    /// Decodes the video file `input` into a YUV4MPEG2 stream on standard
    /// output: `fps` frames a second (frames repeated or dropped as the
    /// file's timing says, so frame n shows the file at n / fps seconds),
    /// scaled (by area), keeping its shape, to the smallest size that covers
    /// `width × height` (so nothing larger than the canvas crosses the pipe,
    /// and the painter crops or fits it as it does any video), in 4:4:4: at
    /// the canvas's size, subsampled chroma would be the canvas's, and every
    /// colour edge smeared over two of its pixels.
    package static func decode(input: String, width: Int, height: Int, fps: Int) -> [String] {
        let scale = "scale=\(max(2, width)):\(max(2, height)):force_original_aspect_ratio=increase:flags=area"
        // `file:` keeps a name with a colon (`a:b.mp4`) from reading as a protocol.
        return quiet + ["-i", "file:" + input, "-map", "0:v:0", "-an", "-sn",
                        "-vf", "fps=\(fps)," + scale, "-pix_fmt", "yuv444p", "-f", "yuv4mpegpipe", "pipe:1"]
    }
}

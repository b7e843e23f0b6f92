import LifeApp

/// The `ffmpeg` program that video files in and out go through, found on
/// `PATH` before anything is rendered or the terminal is taken over.
enum FFmpeg {
    /// ffmpeg's path, or a failure (status 69, a program lifecam needs is
    /// missing) that says what needed it and how to get it. `search` is the
    /// `PATH` to look in.
    static func locate(for purpose: String, search: String?) throws(CommandFailure) -> String {
        guard let path = ExecutableSearch.find("ffmpeg", path: search) else {
            throw CommandFailure(.unavailable, "\(purpose) needs ffmpeg, which is not installed (no ffmpeg on PATH); "
                + "install it (Debian: apt-get install ffmpeg)")
        }
        return path
    }
}

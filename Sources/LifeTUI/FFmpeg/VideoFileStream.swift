import LifeApp
import LifeCore

/// A video file of any kind ffmpeg reads (mp4, mkv, webm, gif, mov …) as a
/// YUV4MPEG2 stream: an ffmpeg child decodes it, scaled to cover the canvas
/// and at lifecam's frame rate (`FFmpegArguments.decode`), into a pipe that
/// the one Y4M reader (`Y4MStream`) reads. Frame n is the file at n / fps
/// seconds, so a render from it repeats byte for byte.
///
/// At the end of the file ffmpeg is started again from the beginning when
/// looping, else the stream ends (the last frame stays on screen). ffmpeg's
/// failure is the stream's failure, in ffmpeg's words.
final class VideoFileStream: Y4MFrames {
    let path: String
    private let ffmpeg: String
    private let arguments: [String]
    private let loop: Bool
    private var child: ChildProcess
    private var stream: Y4MStream
    /// The first frame, read when opening to know that the file decodes.
    private var pending: YUVFrame?
    private var framesThisPass = 0
    private var ended = false
    /// ffmpeg's errors on a pass that still ended well (`warning`).
    private var reported: String?

    /// Starts ffmpeg (its path) on `path` and reads the first frame. Throws a
    /// failure saying why: the file cannot be read (66), or ffmpeg cannot
    /// decode it (65, ffmpeg's words).
    init(path: String, ffmpeg: String, width: Int, height: Int, fps: Int, loop: Bool) throws(CommandFailure) {
        let spec = "file:\(path)"
        guard let status = SystemCall.status(ofPath: path) else { throw CommandFailure(.noInput, "cannot open source '\(spec)': no such file") }
        guard status.kind != .directory else { throw CommandFailure(.noInput, "cannot open source '\(spec)': it is a folder") }
        guard SystemCall.isReadable(path) else { throw CommandFailure(.noInput, "cannot open source '\(spec)': permission denied") }
        self.path = path
        self.ffmpeg = ffmpeg
        self.loop = loop
        arguments = FFmpegArguments.decode(input: path, width: width, height: height, fps: fps)
        do { (child, stream) = try Self.start(ffmpeg, arguments, path: path) } catch {
            throw CommandFailure(.noInput, "cannot open source '\(spec)': cannot start \(ffmpeg): \(error.reason)")
        }
        switch stream.next() {
        case .frame(let frame):
            pending = frame
            framesThisPass = 1
        case .ended:
            throw CommandFailure(.data, "cannot decode \(spec): " + stop(otherwise: "ffmpeg found no video frame in it"))
        case .failed(let reason), .unreadable(let reason):
            throw CommandFailure(.data, "cannot decode \(spec): " + stop(otherwise: reason))
        }
    }

    deinit {
        // SIGKILL, not SIGTERM: ffmpeg would try to finish writing into a pipe nobody reads any more.
        child.kill()
        child.wait()
    }

    var header: Y4MHeader? { stream.header }

    /// ffmpeg decodes a truncated or damaged file as far as it can and still
    /// exits with status 0; at `-loglevel error` anything it writes on
    /// standard error is an error, so its words (as they arrive, or kept
    /// from an earlier pass) say the frames are not the whole file.
    var warning: String? {
        if let reported { return reported }
        let said = ffmpegSaid
        return said.isEmpty ? nil : Self.warning(said)
    }

    static func warning(_ said: String) -> String {
        "truncated or damaged: ffmpeg reported errors decoding it: " + said
    }

    func next() -> Y4MStream.Next {
        if let pending {
            self.pending = nil
            return .frame(pending)
        }
        guard !ended else { return .ended }
        while true {
            let result = stream.next()
            if case .frame = result {
                framesThisPass += 1
                return result
            }
            var problem: String?
            if case .failed(let reason) = result { problem = reason }
            if case .unreadable(let reason) = result { problem = reason }
            let end = finishChild(killing: problem != nil)
            guard end == .exited(0), problem == nil else {
                ended = true
                return .failed(describe(end, otherwise: problem ?? "it stopped"))
            }
            if reported == nil, !ffmpegSaid.isEmpty { reported = Self.warning(ffmpegSaid) }
            guard loop, framesThisPass > 0 else {
                ended = true
                return .ended
            }
            do { (child, stream) = try Self.start(ffmpeg, arguments, path: path) } catch {
                ended = true
                return .unreadable("cannot start \(ffmpeg) again: \(error.reason)")
            }
            framesThisPass = 0
        }
    }

    /// Ends ffmpeg after a stream that did not open, and says why.
    private func stop(otherwise reason: String) -> String {
        let end = finishChild(killing: true)
        ended = true
        let said = ffmpegSaid
        return said.isEmpty ? "\(reason) (ffmpeg: \(end))" : said
    }

    private func describe(_ end: ChildProcess.Termination, otherwise reason: String) -> String {
        let said = ffmpegSaid
        return "ffmpeg failed decoding it (\(end)): " + (said.isEmpty ? reason : said)
    }

    /// ffmpeg's last words, without the input's name it starts them with
    /// ("file:clip.mp4: Invalid data …"): the message already names the file;
    /// nor the component and its address before a decoder's words
    /// ("[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55bac0e2d980] stream 0, offset …: partial file").
    private var ffmpegSaid: String {
        let names = ["file:\(path): ", "\(path): "]
        return child.errorTail.text.map { line in
            let line = Self.withoutComponent(line)
            return names.first(where: line.hasPrefix).map { String(line.dropFirst($0.count)) } ?? line
        }.joined(separator: " | ")
    }

    /// `line` without a leading "[name @ 0xADDRESS] ".
    static func withoutComponent(_ line: String) -> String {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]"), line[..<close].contains(" @ 0x") else { return line }
        return String(line[line.index(after: close)...].drop(while: { $0 == " " }))
    }

    /// Waits for ffmpeg; a stream found malformed means ffmpeg is stopped first.
    private func finishChild(killing: Bool) -> ChildProcess.Termination {
        if killing { child.kill() }
        return child.wait()
    }

    private static func start(_ ffmpeg: String, _ arguments: [String], path: String) throws(SystemCallError) -> (ChildProcess, Y4MStream) {
        let child = try ChildProcess.spawn(ffmpeg, arguments: arguments, input: .null, output: .pipe)
        return (child, Y4MStream(descriptor: child.takeOutput()!, path: path))
    }
}

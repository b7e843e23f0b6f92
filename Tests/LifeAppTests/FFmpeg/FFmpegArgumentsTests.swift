import Testing
@testable import LifeApp

@Suite struct VideoFormatTests {
    @Test(arguments: [
        ("clip.mp4", VideoFormat.mp4), ("a/B.MP4", .mp4), ("x.webm", .webm), ("x.mkv", .mkv), ("party.gif", .gif),
    ])
    func theExtensionNamesTheFormat(path: String, format: VideoFormat) {
        #expect(VideoFormat(path: path) == format)
    }

    @Test(arguments: ["clip.mov", ".mp4", "dir/.gif", "mp4", "clip.mp4.tmp", ""])
    func otherNamesAreNoVideoFormat(path: String) {
        #expect(VideoFormat(path: path) == nil)
    }
}

@Suite struct FFmpegArgumentsTests {
    /// The option that follows `name` in `arguments`.
    private func value(_ name: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }

    @Test(arguments: [
        (VideoFormat.mp4, "mp4", "libx264" as String?), (.mkv, "matroska", "libx264"), (.webm, "webm", "libvpx-vp9"), (.gif, "gif", nil),
    ])
    func encodingReadsY4MOnStandardInputAndNamesTheContainer(format: VideoFormat, muxer: String, codec: String?) {
        let arguments = FFmpegArguments.encode(format: format, fps: 30, pace: .offline, output: "dir/.clip.tmp")
        #expect(Array(arguments.prefix(5)) == ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error"])
        #expect(value("-f", in: arguments) == "yuv4mpegpipe" && value("-i", in: arguments) == "pipe:0")
        #expect(Array(arguments.suffix(4)) == ["-f", muxer, "-y", "dir/.clip.tmp"])
        #expect(value("-c:v", in: arguments) == codec)
        if format != .gif { #expect(value("-pix_fmt", in: arguments) == "yuv420p") }
        #expect((value("-movflags", in: arguments) == "+faststart") == (format == .mp4))
    }

    @Test func liveRecordingsUseFasterPresets() {
        let live = FFmpegArguments.encode(format: .mp4, fps: 30, pace: .live, output: "a")
        let offline = FFmpegArguments.encode(format: .mp4, fps: 30, pace: .offline, output: "a")
        #expect(value("-preset", in: live) == "superfast" && value("-preset", in: offline) == "veryfast")
        let webm = FFmpegArguments.encode(format: .webm, fps: 30, pace: .live, output: "a")
        #expect(value("-deadline", in: webm) == "realtime")
    }

    /// The GIF's palette comes from the first second, so ffmpeg never holds the whole clip.
    @Test func theGifPaletteComesFromTheFirstSecond() throws {
        let graph = try #require(value("-filter_complex", in: FFmpegArguments.encode(format: .gif, fps: 25, pace: .offline, output: "a")))
        #expect(graph.contains("trim=end_frame=25,palettegen") && graph.contains("paletteuse"))
    }

    /// 4:4:4, so the canvas-sized frame keeps a chroma sample per pixel.
    @Test func decodingScalesToCoverTheCanvasAtTheFrameRateInFullChroma() throws {
        let arguments = FFmpegArguments.decode(input: "a:b.mp4", width: 160, height: 94, fps: 30)
        #expect(value("-i", in: arguments) == "file:a:b.mp4")
        let filters = try #require(value("-vf", in: arguments))
        #expect(filters.hasPrefix("fps=30,scale=160:94:force_original_aspect_ratio=increase"))
        #expect(filters.hasSuffix(":flags=area"))
        #expect(Array(arguments.suffix(5)) == ["-pix_fmt", "yuv444p", "-f", "yuv4mpegpipe", "pipe:1"])
    }
}

@Suite struct OutputTailTests {
    @Test func keepsTheLastNonEmptyLines() {
        var tail = OutputTail(capacity: 3)
        tail.append(Array("one\n\ntwo\nthree\n   \nfour\nfive".utf8))
        #expect(tail.text == ["three", "four", "five"])
        #expect(tail.summary == "three | four | five")
    }

    @Test func linesMayArriveInPiecesAndEndInCR() {
        var tail = OutputTail()
        for piece in ["Unknown enc", "oder 'libfoo'\r", "\nframe=  12\rdone"] { tail.append(Array(piece.utf8)) }
        #expect(tail.text == ["Unknown encoder 'libfoo'", "frame=  12", "done"])
    }

    /// Another program's words never drive the terminal, and a flood is cut.
    @Test func textIsCleanedAndBounded() {
        var tail = OutputTail(capacity: 1)
        tail.append(Array("\u{1B}[2Jbad\u{07} news\n".utf8))
        #expect(tail.text == ["bad news"])
        tail.append([UInt8](repeating: 0x61, count: 10_000) + [0x0A])
        #expect(tail.text.first?.count == 400)
        #expect(OutputTail().summary == "")
    }
}

import CSixel
import LifeApp
import TerminalRenderer

/// libsixel, wrapped once, as the tests' reference sixel writer: lifecam
/// writes its sixels itself (`SixelWriter`, about a fifth of libsixel's
/// instructions for the same bytes; docs/BENCHMARKS.md, "Pixels at the terminal's pace"), and
/// the tests check that both draw the same pixels. One output context
/// whose writes land in a byte buffer, and for each picture a dither that
/// holds the palette given (`sixel_dither_set_palette`) over pixels that are
/// already register numbers (`SIXEL_PIXELFORMAT_PAL8`), so libsixel neither
/// makes palettes nor looks colours up: `SixelPalette` does both (libsixel's
/// lookup kept one register per 15-bit bucket for a dither's whole life,
/// which drew black as a dark grey or teal). The fastest encoding policy.
/// Errors come back as `SixelError` in libsixel's words.
final class LibSixel: SixelEncoding {
    /// Where libsixel's output callback appends.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    private let sink = Sink()
    private let output: OpaquePointer
    /// Copies of the registers and the palette: libsixel takes mutable pointers.
    private var pixels: [UInt8] = []
    private var palette: [UInt8] = []

    /// `sixel_output_new` with a callback into `sink`; `sixel_output_set_encode_policy(FAST)`.
    init() throws(SixelError) {
        var out: OpaquePointer?
        let status = sixel_output_new(&out, { data, size, priv in
            guard let data, let priv, size > 0 else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(priv).takeUnretainedValue()
            data.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
            }
            return 0
        }, Unmanaged.passUnretained(sink).toOpaque(), nil)
        guard lc_sixel_failed(status) == 0, let out else { throw SixelError(reason: Self.describe(status)) }
        output = out
        sixel_output_set_encode_policy(output, lc_sixel_encode_fast)
    }

    deinit { sixel_output_unref(output) }

    /// `sixel_dither_new` for the palette's colours, `sixel_dither_set_palette`,
    /// `sixel_dither_set_pixelformat(PAL8)`, then `sixel_encode`, appended to `bytes`.
    func encode(_ registers: UnsafeBufferPointer<UInt8>, width: Int, height: Int, palette colours: [UInt8],
                into bytes: inout [UInt8]) throws(SixelError) {
        let count = colours.count / 3
        guard width > 0, height > 0, registers.count >= width * height else { throw SixelError(reason: "no pixels") }
        guard (1...SixelPalette.maxColours).contains(count), colours.count == 3 * count else {
            throw SixelError(reason: "a palette of \(colours.count) bytes is not 1 to \(SixelPalette.maxColours) colours")
        }
        var made: OpaquePointer?
        let status = sixel_dither_new(&made, Int32(count), nil)
        guard lc_sixel_failed(status) == 0, let dither = made else { throw SixelError(reason: Self.describe(status)) }
        defer { sixel_dither_unref(dither) }
        palette.removeAll(keepingCapacity: true)
        palette.append(contentsOf: colours)
        palette.withUnsafeMutableBufferPointer { sixel_dither_set_palette(dither, $0.baseAddress) }
        sixel_dither_set_pixelformat(dither, lc_sixel_pal8)
        pixels.removeAll(keepingCapacity: true)
        pixels.append(contentsOf: registers.prefix(width * height))
        sink.bytes.removeAll(keepingCapacity: true)
        let encoded = pixels.withUnsafeMutableBufferPointer {
            sixel_encode($0.baseAddress, Int32(width), Int32(height), 8, dither, output)
        }
        guard lc_sixel_failed(encoded) == 0 else { throw SixelError(reason: Self.describe(encoded)) }
        bytes.append(contentsOf: sink.bytes)
    }

    /// `sixel_helper_format_error`.
    static func describe(_ status: SIXELSTATUS) -> String {
        guard let text = sixel_helper_format_error(status) else { return "libsixel error \(status)" }
        return String(cString: text)
    }
}

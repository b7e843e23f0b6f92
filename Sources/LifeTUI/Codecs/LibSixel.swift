import CSixel
import LifeApp
import TerminalRenderer

/// libsixel, wrapped once: one output context whose writes land in a byte
/// buffer, and for each palette slot a dither of up to 256 colours built
/// from a picture of that slot (low-quality histogram, no dithering, the
/// fastest encoding: 8.4 ms for a noisy 640×384 frame that way, against 21 ms
/// with libsixel's defaults, docs/TERMINALS.md),
/// kept and used for the slot's later pictures until a new one is asked for.
/// The kept palette is not "optimised" (libsixel would otherwise cut it down
/// to each picture's colours and reorder it, spoiling it for the next).
/// Errors come back as `SixelError` in libsixel's words.
final class LibSixel: SixelEncoding {
    /// Where libsixel's output callback appends.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    private let sink = Sink()
    private let output: OpaquePointer
    /// A copy of the pixels: libsixel takes a mutable pointer.
    private var pixels: [UInt8] = []
    /// The dither (palette) kept for each slot.
    private var dithers: [Int: OpaquePointer] = [:]

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

    deinit {
        for dither in dithers.values { sixel_dither_unref(dither) }
        sixel_output_unref(output)
    }

    /// The slot's kept dither, or (`newPalette`, none kept) `sixel_dither_new`
    /// + `sixel_dither_initialize` from these pixels, kept in its place; then
    /// `sixel_encode`, appended to `bytes`.
    func encode(_ rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int, slot: Int, newPalette: Bool,
                into bytes: inout [UInt8]) throws(SixelError) {
        guard width > 0, height > 0, rgb.count >= width * height * 3 else { throw SixelError(reason: "no pixels") }
        pixels.removeAll(keepingCapacity: true)
        pixels.append(contentsOf: rgb.prefix(width * height * 3))
        let dither: OpaquePointer, fresh: Bool
        if let kept = dithers[slot], !newPalette {
            (dither, fresh) = (kept, false)
        } else {
            (dither, fresh) = (try makeDither(), true)
            if let old = dithers.updateValue(dither, forKey: slot) { sixel_dither_unref(old) }
        }
        sink.bytes.removeAll(keepingCapacity: true)
        let status = pixels.withUnsafeMutableBufferPointer { px -> SIXELSTATUS in
            if fresh {
                let made = sixel_dither_initialize(dither, px.baseAddress, Int32(width), Int32(height), lc_sixel_rgb888,
                                                   lc_sixel_largest_auto, lc_sixel_rep_auto, lc_sixel_quality_low)
                guard lc_sixel_failed(made) == 0 else { return made }
                sixel_dither_set_diffusion_type(dither, lc_sixel_diffuse_none)
                sixel_dither_set_optimize_palette(dither, 0)
            }
            return sixel_encode(px.baseAddress, Int32(width), Int32(height), 3, dither, output)
        }
        guard lc_sixel_failed(status) == 0 else {
            // A palette that could not be made is not kept.
            if let failed = dithers.removeValue(forKey: slot) { sixel_dither_unref(failed) }
            throw SixelError(reason: Self.describe(status))
        }
        bytes.append(contentsOf: sink.bytes)
    }

    /// `sixel_dither_new` for up to 256 colours.
    private func makeDither() throws(SixelError) -> OpaquePointer {
        var made: OpaquePointer?
        let status = sixel_dither_new(&made, 256, nil)
        guard lc_sixel_failed(status) == 0, let made else { throw SixelError(reason: Self.describe(status)) }
        return made
    }

    /// `sixel_helper_format_error`.
    static func describe(_ status: SIXELSTATUS) -> String {
        guard let text = sixel_helper_format_error(status) else { return "libsixel error \(status)" }
        return String(cString: text)
    }
}

/// Why a gzip-compressed pattern file could not be decompressed: zlib's
/// status in words, or what the reader saw (a stream that makes no progress).
/// Its own type, not the renderer's `DeflateError`: reading a file is not
/// compressing a picture, and the codecs need nothing from the renderer.
struct InflateError: Error, Equatable, CustomStringConvertible {
    let reason: String
    var description: String { "cannot decompress: \(reason)" }
}

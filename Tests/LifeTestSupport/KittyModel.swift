/// A small kitty-graphics terminal for the tests: it replays the bytes the
/// kitty encoder writes (cursor position, save and restore, synchronized
/// updates, and graphics commands `a=T`, `a=f`, `a=d` with chunked base64
/// payloads, raw or zlib, or named shared memory objects, `t=s`, taken as
/// kitty takes them) into pictures and their placements, and rejects
/// anything else, so a test can compare the picture shown with the canvas.
package struct KittyModel {
    package struct Image: Equatable {
        package var width: Int
        package var height: Int
        /// Packed RGB.
        package var pixels: [UInt8]
    }

    package typealias DecodeError = PictureStream.DecodeError

    package private(set) var images: [Int: Image] = [:]
    /// Where each picture is placed: 0-based row and column of its top-left cell.
    package private(set) var placements: [Int: (row: Int, column: Int)] = [:]
    /// The cursor's row and column, from 0.
    package var row: Int { stream.row }
    package var column: Int { stream.column }
    /// Every command's control keys, in order (what was asked, not the payload).
    package private(set) var commands: [[String: String]] = []
    private var stream = PictureStream()
    private var pending: (keys: [String: String], payload: [UInt8])?
    /// Turns an `o=z` payload into `expected` bytes.
    private let inflate: ([UInt8], Int) throws -> [UInt8]
    /// Reads and removes the shared memory object of a name (`t=s`), as kitty does.
    private let takeObject: ((String) throws -> [UInt8])?

    package init(inflate: @escaping ([UInt8], Int) throws -> [UInt8], takeObject: ((String) throws -> [UInt8])? = nil) {
        self.inflate = inflate
        self.takeObject = takeObject
    }

    package mutating func feed(_ bytes: [UInt8]) throws {
        var stream = self.stream
        defer { self.stream = stream }
        try stream.walk(bytes, introducer: UInt8(ascii: "_")) { body, row, column in
            guard body.first == UInt8(ascii: "G") else { throw DecodeError(description: "an APC that is not a graphics command") }
            try graphics(Array(body.dropFirst()), at: (row, column))
        }
    }

    private mutating func graphics(_ body: [UInt8], at cursor: (row: Int, column: Int)) throws {
        let split = body.firstIndex(of: UInt8(ascii: ";")) ?? body.endIndex
        var keys: [String: String] = [:]
        for pair in String(decoding: body[..<split], as: UTF8.self).split(separator: ",") {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2 else { throw DecodeError(description: "bad key \(pair)") }
            keys[kv[0]] = kv[1]
        }
        let payload = split < body.endIndex ? try Self.base64(Array(body[(split + 1)...])) : []
        if var p = pending {
            // kitty 0.26.5 reads a continuation of a frame edit without
            // `a=f` as image data, and a last chunk without `r` as a new frame.
            let edit = p.keys["a"] == "f"
            guard Set(keys.keys) == (edit ? ["a", "r", "q", "m"] : ["m"]), !edit || (keys["a"] == "f" && keys["r"] == p.keys["r"]) else {
                throw DecodeError(description: "a continuation chunk with keys \(keys) after \(p.keys)")
            }
            p.payload += payload
            pending = p
        } else {
            commands.append(keys)
            pending = (keys, payload)
        }
        guard keys["m"] == "0" || keys["m"] == nil else { return }
        let (k, data) = pending!
        pending = nil
        try apply(k, data, at: cursor)
    }

    private mutating func apply(_ k: [String: String], _ data: [UInt8], at cursor: (row: Int, column: Int)) throws {
        guard k["q"] == "2" else { throw DecodeError(description: "a command that asks for a reply: \(k)") }
        func int(_ key: String) throws -> Int {
            guard let v = k[key].flatMap({ Int($0) }) else { throw DecodeError(description: "missing \(key) in \(k)") }
            return v
        }
        let id = try int("i")
        switch k["a"] {
        case "d":
            images[id] = nil
            placements[id] = nil
        case "T":
            let (w, h) = (try int("s"), try int("v"))
            guard k["f"] == "24", k["C"] == "1" else { throw DecodeError(description: "unexpected format or cursor move: \(k)") }
            images[id] = Image(width: w, height: h, pixels: try pixels(k, data, count: w * h * 3))
            placements[id] = cursor
        case "f":
            guard var image = images[id], k["r"] == "1", k["f"] == "24" else { throw DecodeError(description: "edit of no picture: \(k)") }
            let (x, y, w, h) = (try int("x"), try int("y"), try int("s"), try int("v"))
            guard x >= 0, y >= 0, x + w <= image.width, y + h <= image.height else { throw DecodeError(description: "edit outside: \(k)") }
            let patch = try pixels(k, data, count: w * h * 3)
            for r in 0..<h {
                let to = ((y + r) * image.width + x) * 3
                image.pixels.replaceSubrange(to..<(to + w * 3), with: patch[(r * w * 3)..<((r + 1) * w * 3)])
            }
            images[id] = image
        default:
            throw DecodeError(description: "unknown action in \(k)")
        }
    }

    private func pixels(_ k: [String: String], _ data: [UInt8], count: Int) throws -> [UInt8] {
        var data = data
        switch k["t"] {
        case nil, "d": break
        case "s":
            guard let takeObject, k["S"] == String(count), k["m"] == nil else { throw DecodeError(description: "unexpected t=s command: \(k)") }
            data = try takeObject(String(decoding: data, as: UTF8.self))
        default: throw DecodeError(description: "unexpected transmission in \(k)")
        }
        let raw = k["o"] == "z" ? try inflate(data, count) : data
        guard raw.count == count else { throw DecodeError(description: "\(raw.count) bytes of pixels, not \(count)") }
        return raw
    }

    static func base64(_ text: [UInt8]) throws -> [UInt8] {
        var out: [UInt8] = []
        var acc: UInt32 = 0, bits = 0
        for c in text where c != UInt8(ascii: "=") {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - 97 + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - 48 + 52)
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            default: throw DecodeError(description: "not base64: \(c)")
            }
            acc = acc << 6 | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((acc >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}

import Foundation
import Testing

/// Zip archives for the tests, made by Python's `zipfile` (a writer
/// independent of the libzip that lifecam reads them with).
enum ZipMaker {
    /// An archive at `path` holding `members` (name → bytes; a name ending in
    /// `/` is a folder), in that order, deflated unless `stored`.
    static func make(_ path: String, _ members: [(String, [UInt8])], stored: Bool = false) throws {
        let folder = path + ".members"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var arguments = ["-c", script, path, stored ? "stored" : "deflated"]
        for (index, member) in members.enumerated() {
            let file = folder + "/\(index)"
            try Data(member.1).write(to: URL(fileURLWithPath: file))
            arguments += [member.0, file]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 zipfile")
    }

    /// Text members.
    static func make(_ path: String, text members: [(String, String)], stored: Bool = false) throws {
        try make(path, members.map { ($0.0, Array($0.1.utf8)) }, stored: stored)
    }

    private static let script = """
        import sys, zipfile
        method = zipfile.ZIP_STORED if sys.argv[2] == 'stored' else zipfile.ZIP_DEFLATED
        with zipfile.ZipFile(sys.argv[1], 'w', method) as z:
            for name, file in zip(sys.argv[3::2], sys.argv[4::2]):
                z.writestr(zipfile.ZipInfo(name) if name.endswith('/') else name, open(file, 'rb').read())
        """
}

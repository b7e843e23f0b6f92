import Testing
@testable import LifeCore

/// `--pattern archive.zip:path/inside.rle`.
@Suite struct ArchivePathTests {
    @Test(arguments: [
        ("a.zip:p.rle", "a.zip", "p.rle"),
        ("/usr/share/golly/Patterns/Self-Rep/Flow6/Flow6.zip:Flow6/Demo/Arm Mechanics.mc",
         "/usr/share/golly/Patterns/Self-Rep/Flow6/Flow6.zip", "Flow6/Demo/Arm Mechanics.mc"),
        ("A.ZIP:x", "A.ZIP", "x"), ("old.Gar:x.rle", "old.Gar", "x.rle"),
        ("a.zip:b.zip:c.rle", "a.zip", "b.zip:c.rle"), ("dir.zip/a.zip:x:y", "dir.zip/a.zip", "x:y"),
        ("ünï.zip:ß.rle", "ünï.zip", "ß.rle"), ("../a.zip:./p", "../a.zip", "./p"),
    ])
    func splitsAfterTheFirstZipColon(text: String, archive: String, member: String) throws {
        let path = try #require(ArchivePath(parsing: text))
        #expect(path.archive == archive && path.member == member)
        #expect(path.text == text)
    }

    @Test(arguments: ["glider.rle", "a.zip", "a.zip:", ".zip:x", "d/.zip:x", "a.zipx:y", "a.zi:p", "zip:x", "", ":", "a.tar:x"])
    func namesNoMember(text: String) {
        #expect(ArchivePath(parsing: text) == nil)
    }
}

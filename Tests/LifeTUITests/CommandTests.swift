import ArgumentParser
import Testing
@testable import LifeTUI

@Suite struct CommandTests {
    @Test func helpNamesTheProgram() {
        let help = LifecamCommand.helpMessage()
        #expect(help.contains("lifecam"))
        #expect(help.contains("Game of Life"))
    }
}

@Suite struct SourceSpecTests {
    @Test(arguments: [
        ("auto", "auto"), ("none", "none"), ("synthetic", "synthetic:plasma"),
        ("synthetic:bars", "synthetic:bars"), ("y4m:/tmp/a.y4m", "y4m:/tmp/a.y4m"),
        ("v4l2", "v4l2"), ("v4l2:/dev/video2", "v4l2:/dev/video2"),
        ("v4l2:/dev/video0@1280x720", "v4l2:/dev/video0@1280x720"), ("v4l2@640x480", "v4l2@640x480"),
    ])
    func parsesAndPrintsBack(text: String, canonical: String) throws {
        #expect(try SourceSpec(parsing: text).description == canonical)
    }

    @Test(arguments: ["", "webcam", "synthetic:fire", "y4m:", "v4l2:/dev/video0@big", "v4l2@0x0", "auto:x"])
    func rejectsNonsense(text: String) {
        #expect(throws: SourceSpecError.self) { try SourceSpec(parsing: text) }
    }
}

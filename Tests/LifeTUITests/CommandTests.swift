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

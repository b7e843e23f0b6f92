import Foundation
@testable import LifeTUI

extension ExecutableSearch {
    /// `name` on this test process's `PATH`: the commands pass the `PATH` they
    /// read once at start-up; tests look where the shell that ran them looks.
    static func find(_ name: String) -> String? {
        find(name, path: ProcessInfo.processInfo.environment["PATH"])
    }
}

extension SourceFactory {
    /// The real cameras, ffmpeg on this test process's `PATH`.
    init() { self.init(environment: ProcessInfo.processInfo.environment) }
}

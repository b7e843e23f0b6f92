import LifeCore

/// A game's start-up refusal as play and render say it: their options'
/// names, and the exit status (a fault of the command line, `.usage`, or of
/// the pattern file, `.data`).
extension CommandFailure {
    package init(_ error: GameStartError) {
        switch error {
        case .zoomOutOnBoard:
            self.init(.usage, "--cell below 1 zooms out a giant on Golly's plane (a macrocell file, or an RLE "
                + "beyond \(Board.maxSide)x\(Board.maxSide)); on a board a cell is 1...256 canvas pixels")
        case let .states(largest, rule, fileRule):
            self = LoadedPattern.statesRefusal(largest: largest, rule: rule, status: fileRule ? .data : .usage)
        case let .unboundedGrid(grid, fileGrid):
            self.init(fileGrid ? .data : .usage, RunJob.unboundedRefusal(grid, sizeOption: "--world"))
        case let .longerThanOpenSide(grid):
            self.init(.data, "the pattern is longer along the open side of :\(grid) than lifecam's largest board holds")
        case .largerThanBoard:
            self.init(.data, "the pattern is larger than lifecam's largest board holds")
        case let .boardSize(error):
            self.init(.usage, error.description)
        case let .universe(error):
            self.init(.usage, error.description)
        case let .giantOnGrid(name, macrocell):
            let what = macrocell ? "a macrocell file" : "larger than \(Board.maxSide)x\(Board.maxSide)"
            self.init(.usage, "\(name) is \(what): it runs on Golly's unbounded plane only (no --world, --topology or grid suffix)")
        case let .giant(name, refusal, fileRule):
            self.init(fileRule ? .data : .usage, "\(name): \(refusal)")
        }
    }
}

/// Said where a game cannot start again (`0`, an archive's next pattern) as the commands would say it.
extension GameStartError: CustomStringConvertible {
    package var description: String { CommandFailure(self).message }
}

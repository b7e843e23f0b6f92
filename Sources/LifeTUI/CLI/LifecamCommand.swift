import ArgumentParser

/// `lifecam`: Conway's Game of Life in the terminal, painted with video.
public struct LifecamCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lifecam",
        abstract: "Conway's Game of Life in the terminal, painted with webcam video.",
        discussion: """
            The Life board is a fading, coloured mask; every pixel shown is the \
            per-channel minimum of that mask and the latest video frame.
            """,
        version: "0.1.0",
        subcommands: [PlayCommand.self, RunCommand.self, DevicesCommand.self, RenderCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    public init() {}
}

import LifeCore

extension Painter {
    /// Takes `game`'s look (and a giant's brightness) for the next frame, and
    /// scales `video` to the game's canvas when its births look at it
    /// (`Game.watchesVideo`): the value for `Game.watch`, made once a frame
    /// by play and by `render` alike, painted from the same scaling.
    package mutating func follow(_ game: Game, video: VideoFrame?) -> ScaledVideo? {
        options = game.look
        brightness = game.camera.brightness
        let canvas = game.geometry
        guard game.watchesVideo, canvas.isDrawable else { return nil }
        return scaled(video, canvasWidth: canvas.pixelWidth, canvasHeight: canvas.pixelHeight)
    }
}

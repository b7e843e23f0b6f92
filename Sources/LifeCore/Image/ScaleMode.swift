/// How a picture of one shape fills a canvas of another.
public enum ScaleMode: String, Sendable, CaseIterable {
    /// Fill the whole canvas, cropping the source's excess width or height equally on both sides.
    case cover
    /// Show the whole source, centred, with black bars where the shapes differ.
    case fit
}

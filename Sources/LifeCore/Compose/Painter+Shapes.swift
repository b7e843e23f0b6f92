extension Painter {
    /// The board's lit cells as shapes, as the last frame painted them: the
    /// mask and colours that frame followed, the options' shape, seed,
    /// palette and light mode. What an SVG of the board draws.
    public var shapes: [ShapeInk] {
        ShapeInk.collect(mask: mask, colours: colours, shape: options.shape, seed: options.colours.seed ?? 0,
                         palette: options.colours.palette, light: options.lightMode)
    }

    /// The colour behind the shapes: black, or white in light mode.
    public var background: RGB { options.lightMode ? .white : .black }

    /// The shapes' radius in cell sides on a picture of `pixelsPerCell`: wider
    /// than a cell for the `geometric` palette (they overlap), else half a cell
    /// less a pixel's gap.
    public func shapeRadius(pixelsPerCell: Double) -> Double {
        options.colours.palette == .geometric ? ShapeGeometry.overlappingRadius
            : ShapeGeometry.gappedRadius(pixelsPerCell: pixelsPerCell)
    }
}

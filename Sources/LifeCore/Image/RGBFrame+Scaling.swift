extension RGBFrame {
    /// This frame scaled to `width × height` (a new packed frame), per `mode`,
    /// mirrored left-right if `mirror`. For repeated scaling keep a `VideoScaler`.
    public func scaled(toWidth width: Int, height: Int, mode: ScaleMode = .cover, mirror: Bool = false) -> RGBFrame {
        var out = RGBFrame(width: width, height: height)
        var scaler = VideoScaler()
        scaler.scale(self, into: &out, mode: mode, mirror: mirror)
        return out
    }

    /// This frame flipped left-right.
    public func mirrored() -> RGBFrame {
        var out = RGBFrame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { out[x, y] = self[width - 1 - x, y] }
        }
        return out
    }
}

/// What the capture thread has measured, for the status line and `make bench`.
public struct CaptureStatistics: Sendable, Equatable {
    /// Good frames handed to the picture.
    public var framesDelivered = 0
    /// Frames passed over: superseded by a newer one, or missing from the sequence.
    public var framesDropped = 0
    /// Frames flagged bad by the driver, cut short, or that libv4l2 could not decode.
    public var framesWithErrors = 0
    /// Frames per second delivered, smoothed.
    public var framesPerSecond = 0.0
    /// Seconds since the newest frame left the driver (nil before the first).
    public var frameAge: Double?
    /// CPU time the capture thread has used (including libv4l2's conversion).
    public var captureCPUSeconds = 0.0
    /// Mean and worst delay from dequeue to the frame being available to the picture.
    public var meanHandoffSeconds = 0.0
    public var maxHandoffSeconds = 0.0
    /// Times the camera came back after being lost.
    public var reconnects = 0

    /// Capture-thread CPU seconds per delivered frame.
    public var cpuSecondsPerFrame: Double {
        framesDelivered == 0 ? 0 : captureCPUSeconds / Double(framesDelivered)
    }

    /// Folds in a delivered frame: its interval since the previous one and its handoff delay.
    mutating func recordFrame(interval: Double?, handoff: Double) {
        framesDelivered += 1
        if let interval, interval > 0 {
            let rate = 1 / interval
            framesPerSecond = framesPerSecond == 0 ? rate : framesPerSecond * 0.9 + rate * 0.1
        }
        meanHandoffSeconds += (handoff - meanHandoffSeconds) / Double(framesDelivered)
        maxHandoffSeconds = max(maxHandoffSeconds, handoff)
    }
}

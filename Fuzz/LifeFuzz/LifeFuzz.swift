import LifeFuzzTargets

// libFuzzer's entry point for every parser lifecam reads untrusted bytes with.
//
// One binary holds all the targets; `LIFEFUZZ_TARGET` names the one to run
// (`Fuzz/run.sh` sets it), so the sanitised build is made once. This must
// stay the target's only file: built without `--sanitize fuzzer` (a plain
// `swift build`), it is then compiled as an empty program that exits at once;
// only `make fuzz` builds it for real (docs/FUZZING.md says why).

@_cdecl("LLVMFuzzerTestOneInput")
public func lifeFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

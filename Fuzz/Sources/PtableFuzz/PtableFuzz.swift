import Foundation

#if PTABLE_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// libFuzzer's driver when built by `scripts/fuzz.sh` (with `-DPTABLE_LIBFUZZER` and the
/// libFuzzer runtime linked); otherwise a replayer: each argument is a file, or a folder of
/// files, run once through `FuzzTarget` — the way regression inputs are checked without
/// sanitizer flags.
@main
enum PtableFuzz {
    static func main() {
        #if PTABLE_LIBFUZZER
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            FuzzTarget.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
            return 0
        }
        exit(status)
        #else
        var files: [URL] = []
        for argument in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: argument)
            if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
                files += names.sorted().map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            FuzzTarget.run(data)
            print("ok \(file.path)")
        }
        #endif
    }
}

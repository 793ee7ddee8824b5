import Foundation
import Testing

/// SIGINT and SIGTERM while several threads write tiles leave the finished tiles and nothing
/// hidden: no `.NAME.ptable-XXXXXX` temporary file, however the signal falls.
@Suite(.serialized) struct InterruptedBatchEndToEndTests {
    /// Interrupts at spread-out moments after the first tile is written, alternating the signals;
    /// the tiles are large so a run lasts about a second however fast the machine, and each run
    /// is at most a few seconds.
    @Test func interruptedTilesLeaveNoTemporaryFiles() throws {
        let folder = try Ptable.temporaryDirectory()
        var interrupted = 0
        for run in 0..<12 {
            let output = folder.appendingPathComponent("tiles-\(run)")
            let process = try Ptable.start(["tiles", "--size", "1024", "--jobs", "4", "-o", output.path])
            // Later runs are interrupted further into the batch: after the first tile, the second, ...
            waitForTiles(run + 1, in: output, of: process)
            let signal = run.isMultiple(of: 2) ? SIGINT : SIGTERM
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                interrupted += 1
                #expect(process.terminationStatus == signal)
            }
            let hidden = Ptable.contents(of: output).filter { $0.hasPrefix(".") }
            #expect(hidden.isEmpty, "run \(run) left \(hidden)")
            let tiles = Ptable.contents(of: output).filter { $0.hasSuffix(".png") }
            for name in tiles {
                let data = try Data(contentsOf: output.appendingPathComponent(name))
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is not a whole PNG")
            }
        }
        #expect(interrupted >= 6, "only \(interrupted) of 12 runs were interrupted before they finished")
    }

    /// Ctrl-C while `snapshot record` replaces references (the debug pause holds each finished
    /// file before its rename, so the signal lands there): every reference and the manifest are
    /// still the old recording's bytes, and nothing hidden is left.
    @Test(.enabled(if: InterruptAndOutputEndToEndTests.isDebugBuild))
    func anInterruptedRecordLeavesTheOldReferences() throws {
        let folder = try Ptable.temporaryDirectory()
        let refs = folder.appendingPathComponent("refs")
        let first = try Ptable.runInProcess(["snapshot", "record", "refs", "--elements", "Na,K", "--formats", "svg,png",
                                             "--size", "32", "--table-width", "300"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let old = try Ptable.contents(of: refs).map { ($0, try Data(contentsOf: refs.appendingPathComponent($0))) }
        let process = try Ptable.start(["snapshot", "record", "refs", "--size", "48", "--jobs", "2"], in: folder,
                                       environment: ["PTABLE_DEBUG_WRITE_PAUSE": "20"])
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline, !Ptable.contents(of: refs).contains(where: { $0.hasPrefix(".") }) {
            usleep(5_000)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
        let now = try Ptable.contents(of: refs).map { ($0, try Data(contentsOf: refs.appendingPathComponent($0))) }
        #expect(now.map(\.0) == old.map(\.0))
        #expect(now.map(\.1) == old.map(\.1), "a reference changed")
    }

    /// Waits until `count` finished tiles exist, so the signal falls while the batch is writing.
    private func waitForTiles(_ count: Int, in folder: URL, of process: Process) {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline,
              Ptable.contents(of: folder).filter({ $0.hasSuffix(".png") }).count < count {
            usleep(5_000)
        }
    }
}

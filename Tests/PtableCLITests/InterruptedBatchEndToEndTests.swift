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

    /// Waits until `count` finished tiles exist, so the signal falls while the batch is writing.
    private func waitForTiles(_ count: Int, in folder: URL, of process: Process) {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline,
              Ptable.contents(of: folder).filter({ $0.hasSuffix(".png") }).count < count {
            usleep(5_000)
        }
    }
}

import PTableTestSupport

/// The shared runner of the built `ptable` (PTableTestSupport), under the name these tests
/// have always used, so a test file needs no import of its own to run the binary.
typealias PtableProcess = PTableTestSupport.PtableProcess

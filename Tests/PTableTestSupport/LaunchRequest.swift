/// One command line for the test launcher (`PTableLauncher`) to run in a child of its own.
public struct LaunchRequest: Codable, Sendable {
    /// Answers carry it back.
    public var id: Int
    /// The arguments, without the executable's name.
    public var arguments: [String]
    /// The child's working folder (nil: the launcher's).
    public var directory: String?
    /// The child's whole environment.
    public var environment: [String: String]
    /// Files the child's standard input, output and error are opened on.
    public var input: String
    public var output: String
    public var error: String
    /// True for a request to kill the child of request `id` (its deadline passed); the other
    /// fields are then unused.
    public var kill: Bool

    public init(id: Int, arguments: [String], directory: String?, environment: [String: String],
                input: String, output: String, error: String, kill: Bool = false) {
        self.kill = kill
        self.id = id
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.input = input
        self.output = output
        self.error = error
    }
}

/// How a launched child ended.
public struct LaunchOutcome: Codable, Sendable {
    public var id: Int
    /// The exit status, or the signal's number when a signal ended it (as `Process` reports it).
    public var status: Int32
    /// The signal that ended the child, 0 when it exited.
    public var signal: Int32
    /// Why no child could be started, if none was.
    public var failure: String?
    /// The child's CPU time, user and system: not read by the tests, but how the README's
    /// per-run figures were measured (send requests to the launcher by hand and read it here).
    public var cpuMicroseconds: Int

    public init(id: Int, status: Int32, signal: Int32, failure: String?, cpuMicroseconds: Int) {
        self.cpuMicroseconds = cpuMicroseconds
        self.id = id
        self.status = status
        self.signal = signal
        self.failure = failure
    }
}

/// How the group numbers over the columns are written (`--group-labels`).
public enum GroupLabelStyle: String, CaseIterable, Sendable {
    /// IUPAC's 1–18 (the default).
    case iupac
    /// The older CAS (American) labels many classrooms still teach: IA … VIIIA, IB … VIIIB.
    case cas
    /// Both, e.g. `13 IIIA`.
    case both

    /// CAS labels of groups 1–18: A for the main groups, B for the transition metals, VIIIB for 8–10.
    public static let casLabels = ["IA", "IIA", "IIIB", "IVB", "VB", "VIB", "VIIB", "VIIIB", "VIIIB", "VIIIB",
                                   "IB", "IIB", "IIIA", "IVA", "VA", "VIA", "VIIA", "VIIIA"]

    /// The label of IUPAC group `text` (`"13"`) in this style; texts that are not a group 1–18 stay as they are.
    public func label(forGroup text: String) -> String {
        guard self != .iupac, let group = Int(text), (1...18).contains(group) else { return text }
        let cas = Self.casLabels[group - 1]
        return self == .cas ? cas : "\(group) \(cas)"
    }
}

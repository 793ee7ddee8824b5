import ArgumentParser
import Layout

extension ColorScaleError {
    /// How the command line reports it: a range or scale the user chose is a usage error (64);
    /// data without a single value for the field, or with a colour that is none, is a data error (65).
    var commandLineError: Error {
        switch self {
        case .noValues, .invalidElementColor: CLIError.dataCannotBeShown(localizedDescription)
        default: ValidationError(localizedDescription)
        }
    }
}

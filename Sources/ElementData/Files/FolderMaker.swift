import Foundation

/// Folders made with their missing parents, all or nothing: `-o new/deep/NAME/out.png` with a
/// name too long for the file system left `new/deep` behind after its error.
package enum FolderMaker {
    /// A folder that could not be made, and why (`pathReason`).
    package struct Failure: Error, Equatable {
        /// The folder that could not be made: `path` or one of its parents.
        package var folder: String
        /// Why, in the words of `pathReason` (`the path is too long`).
        package var reason: String
    }

    /// Makes the folder `path` and each parent it lacks, and returns those made, outermost
    /// first, for `remove` to take back if what they were made for then fails. When one cannot
    /// be made, the ones made before it are removed and `Failure` says which and why.
    @discardableResult
    package static func create(_ path: String) throws(Failure) -> [String] {
        var missing: [String] = []
        var folder = path
        var status = stat()
        while !folder.isEmpty, folder != "/", lstat(folder, &status) != 0 {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        var made: [String] = []
        for folder in missing.reversed() {
            if mkdir(folder, 0o777) == 0 {
                made.append(folder)
            } else if errno != EEXIST { // EEXIST: another process made it meanwhile
                let failure = Failure(folder: folder, reason: pathReason(errno))
                remove(made)
                throw failure
            }
        }
        // What was there already may be a file, or a symbolic link that leads to nothing.
        let found = stat(path, &status) == 0
        if !found || status.st_mode & S_IFMT != S_IFDIR {
            let failure = Failure(folder: path, reason: found ? "it is not a folder" : pathReason(errno))
            remove(made)
            throw failure
        }
        return made
    }

    /// Removes `folders` as `create` returned them, innermost first, each only if still empty.
    package static func remove(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }
}

import Foundation
import PostgresNIO

extension PostgresStoreAddress {
    /// The TLS a connection uses in `tlsMode` (unused by `disable`): encryption alone for `prefer`
    /// and `require`, as libpq's (most servers have a self-signed certificate or one from their
    /// provider's own authority, and a check against the system's authorities refused them all,
    /// the default `prefer` among them, with only "cannot connect"); the checks of `verify-ca` and
    /// `verify-full` against `rootCertificates`; and in every mode the client certificate, for a
    /// server that authenticates by certificate.
    ///
    /// - Throws: `FavoritesError.storeFailed` naming a file that cannot be used, read here so it
    ///   is named rather than reported by the handshake as a certificate no authority signed.
    func tlsConfiguration() throws -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch tlsMode {
        case .verifyFull: configuration.certificateVerification = .fullVerification
        case .verifyCA: configuration.certificateVerification = .noHostnameVerification
        default: configuration.certificateVerification = .none
        }
        if tlsMode.verifiesCertificate, case let .file(path) = rootCertificates {
            guard let certificates = try? NIOSSLCertificate.fromPEMFile(path), !certificates.isEmpty else {
                throw FavoritesError.storeFailed(path: description, reason: "sslrootcert \"\(path)\" is not a readable PEM file "
                                                 + "of authority certificates (\(tlsMode.rawValue) needs one, or sslrootcert=system)")
            }
            configuration.trustRoots = .certificates(certificates)
        }
        if let clientCertificateFile, let clientKeyFile {
            configuration.certificateChain = try clientCertificateChain(clientCertificateFile)
            configuration.privateKey = .privateKey(try clientKey(clientKeyFile))
        }
        return configuration
    }

    private func clientCertificateChain(_ path: String) throws -> [NIOSSLCertificateSource] {
        guard let certificates = try? NIOSSLCertificate.fromPEMFile(path), !certificates.isEmpty else {
            throw FavoritesError.storeFailed(path: description, reason: "sslcert \"\(path)\" is not a readable PEM certificate")
        }
        return certificates.map { .certificate($0) }
    }

    /// The client's key, refused as libpq refuses it when others than its owner may read it (or,
    /// for a key owned by root, others than its group): the file proves who the client is.
    private func clientKey(_ path: String) throws -> NIOSSLPrivateKey {
        var status = stat()
        if stat(path, &status) == 0 {
            let forbidden: mode_t = status.st_uid == 0 ? S_IRWXO | S_IWGRP | S_IXGRP : S_IRWXO | S_IRWXG
            if status.st_mode & forbidden != 0 {
                throw FavoritesError.storeFailed(path: description,
                                                 reason: "sslkey \"\(path)\" may be read by others than its owner; chmod 600 it, as libpq asks")
            }
        }
        guard let key = try? NIOSSLPrivateKey(file: path, format: .pem) else {
            throw FavoritesError.storeFailed(path: description, reason: "sslkey \"\(path)\" is not a readable PEM private key without a passphrase")
        }
        return key
    }
}

import Hummingbird

/// The router the routes are added through: it passes each one on to Hummingbird's router and
/// writes its path and method into the `RouteTable`, so the table cannot drift from the routes.
final class RouteRecorder: RouterMethods {
    typealias Context = BasicRequestContext
    let router: Router<BasicRequestContext>
    let table: RouteTable

    init(router: Router<BasicRequestContext>, table: RouteTable) {
        self.router = router
        self.table = table
    }

    @discardableResult
    func on<Responder: HTTPResponder>(_ path: RouterPath, method: HTTPRequest.Method, responder: Responder) -> Self
        where Responder.Context == Context {
        router.on(path, method: method, responder: responder)
        table.add(path, method: method)
        return self
    }

    @discardableResult
    func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self {
        router.add(middleware: middleware)
        return self
    }
}

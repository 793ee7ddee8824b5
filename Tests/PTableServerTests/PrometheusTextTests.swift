import Testing

/// The strict exposition reader the `/metrics` tests rely on: it reads what Prometheus reads and
/// refuses what Prometheus would refuse or misread.
@Suite struct PrometheusTextTests {
    static let valid = """
        # HELP requests_total Requests, by "route".
        # TYPE requests_total counter
        requests_total{route="/a",status="200"} 3
        requests_total{route="/b\\\\c\\"d\\ne",status="404"} 1
        # TYPE latency_seconds histogram
        latency_seconds_bucket{route="/a",le="0.1"} 1
        latency_seconds_bucket{route="/a",le="1.0"} 3
        latency_seconds_bucket{route="/a",le="+Inf"} 3
        latency_seconds_sum{route="/a"} 1.25
        latency_seconds_count{route="/a"} 3
        # TYPE memory_bytes gauge
        memory_bytes 1.5e+07

        """

    @Test func readsFamiliesSamplesLabelsAndEscapes() throws {
        let text = try PrometheusText(Self.valid)
        #expect(text["requests_total"]?.type == "counter")
        #expect(text["requests_total"]?.help == #"Requests, by "route"."#)
        #expect(text["requests_total"]?.value(nil, ["route": "/a", "status": "200"]) == 3)
        #expect(text["requests_total"]?.value(nil, ["route": "/b\\c\"d\ne", "status": "404"]) == 1)
        #expect(text["latency_seconds"]?.value("latency_seconds_sum", ["route": "/a"]) == 1.25)
        #expect(text["memory_bytes"]?.value() == 15_000_000)
    }

    @Test(arguments: [
        ("no final newline", "# TYPE a counter\na 1"),
        ("a sample before any TYPE", "a 1\n"),
        ("a sample outside its family", "# TYPE a counter\n# TYPE b gauge\nb 1\na 2\n"),
        ("a repeated series", "# TYPE a counter\na{x=\"1\"} 1\na{x=\"1\"} 2\n"),
        ("a second TYPE", "# TYPE a counter\n# TYPE a counter\na 1\n"),
        ("an unknown type", "# TYPE a countr\na 1\n"),
        ("a value that is not a number", "# TYPE a gauge\na one\n"),
        ("an unquoted label value", "# TYPE a gauge\na{x=1} 1\n"),
        ("a bad escape in a label", "# TYPE a gauge\na{x=\"\\t\"} 1\n"),
        ("a bad metric name", "# TYPE 1a gauge\n1a 1\n"),
        ("a reserved label name", "# TYPE a gauge\na{__x=\"1\"} 1\n"),
        ("buckets that are not cumulative", "# TYPE h histogram\nh_bucket{le=\"1\"} 3\nh_bucket{le=\"+Inf\"} 2\nh_sum 1\nh_count 2\n"),
        ("a histogram without +Inf", "# TYPE h histogram\nh_bucket{le=\"1\"} 3\nh_sum 1\nh_count 3\n"),
        ("_count not the +Inf bucket", "# TYPE h histogram\nh_bucket{le=\"+Inf\"} 3\nh_sum 1\nh_count 4\n"),
        ("a histogram without _sum", "# TYPE h histogram\nh_bucket{le=\"+Inf\"} 3\nh_count 3\n"),
    ])
    func refuses(_ problem: String, _ text: String) {
        #expect(throws: PrometheusText.Malformed.self, "\(problem)") { try PrometheusText(text) }
    }
}

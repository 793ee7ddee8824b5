import CoreMetrics
import Prometheus

/// A swift-metrics factory that makes its metrics in one Prometheus registry, each with the
/// `# HELP` line a scrape shows an operator. (swift-prometheus's own factory passes no help text,
/// and its registry refuses a second help text for a name, so every metric is made here.)
struct DescribedMetricsFactory: MetricsFactory {
    /// What `/metrics` emits.
    let registry: PrometheusCollectorRegistry
    /// The help text of each metric name; a name not listed gets no `# HELP` line.
    let help: [String: String]
    /// The buckets of every `Timer` (a Prometheus histogram in seconds).
    let durationBuckets: [Duration]
    /// Unregisters metrics that are destroyed.
    private let prometheus: PrometheusMetricsFactory

    init(registry: PrometheusCollectorRegistry, help: [String: String], durationBuckets: [Duration]) {
        self.registry = registry
        self.help = help
        self.durationBuckets = durationBuckets
        prometheus = PrometheusMetricsFactory(registry: registry)
    }

    private func descriptor(_ label: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: label, unitName: "", helpText: help[label] ?? "")
    }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        // ptable records only gauges; an aggregating recorder would need value buckets it has no use for.
        registry.makeGauge(descriptor: descriptor(label), labels: dimensions)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        registry.makeGauge(descriptor: descriptor(label), labels: dimensions)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        registry.makeDurationHistogram(descriptor: descriptor(label), labels: dimensions, buckets: durationBuckets)
    }

    func destroyCounter(_ handler: any CounterHandler) { prometheus.destroyCounter(handler) }
    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) { prometheus.destroyFloatingPointCounter(handler) }
    func destroyRecorder(_ handler: any RecorderHandler) { prometheus.destroyRecorder(handler) }
    func destroyMeter(_ handler: any MeterHandler) { prometheus.destroyMeter(handler) }
    func destroyTimer(_ handler: any TimerHandler) { prometheus.destroyTimer(handler) }
}

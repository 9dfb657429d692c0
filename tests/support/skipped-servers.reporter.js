// Prints, at the end of every jest run, which server contract suites were skipped and how to run
// them: without the connection strings the EventStoreDB and MongoDB adapters are not exercised.
class SkippedServersReporter {
  onRunComplete() {
    const missing = ['EVENTSTORE_CONNECTION_STRING', 'MONGODB_URI'].filter((name) => !process.env[name]);
    if (missing.length === 0) return;
    const suites = missing.map((name) => (name === 'MONGODB_URI' ? 'MongoDB' : 'EventStoreDB')).join(' and ');
    process.stdout.write(
      `\nSkipped: the ${suites} contract suite${missing.length > 1 ? 's' : ''} (${missing.join(', ')} not set). Run ${missing.length > 1 ? 'them' : 'it'} with:\n` +
        "  docker compose up -d eventstoredb mongodb && EVENTSTORE_CONNECTION_STRING='esdb://localhost:2113?tls=false' " +
        "MONGODB_URI='mongodb://localhost:27017/?replicaSet=rs0&directConnection=true' npx jest tests/contracts\n",
    );
  }
}
module.exports = SkippedServersReporter;

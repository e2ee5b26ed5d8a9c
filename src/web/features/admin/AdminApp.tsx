/**
 * The admin back office, loaded as its own chunk when a path under /admin is opened (admin.md). Its screens
 * land with the admin work.
 */
export default function AdminApp() {
  return (
    <main className="container-page py-16">
      <h1 className="text-3xl">Aurelia Admin</h1>
    </main>
  );
}

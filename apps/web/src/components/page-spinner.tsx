/** Placeholder while a lazy page loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" aria-busy="true" aria-label="页面加载中">
      <span className="spinner" aria-hidden />
    </div>
  );
}

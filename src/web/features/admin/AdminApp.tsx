/**
 * The admin back office (docs/shop/admin.md), loaded as one chunk when a path under /admin is opened
 * (app/routes.tsx), so no admin code ships with storefront pages. Everything is behind RequireAdmin: the local
 * expiry check and GET /api/auth/admin/check-auth; signed out → /login carrying the origin, a shopper → home.
 *
 * Every screen loads by the id in its URL, so deep links and reloads work; navigation state may only speed up
 * the first paint (docs/decisions/046).
 */
import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../auth/components/RequireAdmin';
import { AdminLayout } from './layout/AdminLayout';
import DashboardPage from './dashboard/DashboardPage';
import CategoriesPage from './categories/CategoriesPage';
import AddCategoryPage from './categories/AddCategoryPage';
import EditCategoryPage from './categories/EditCategoryPage';
import SubcategoriesPage from './subcategories/SubcategoriesPage';
import AddSubcategoryPage from './subcategories/AddSubcategoryPage';
import EditSubcategoryPage from './subcategories/EditSubcategoryPage';
import ProductsPage from './products/ProductsPage';
import AddProductPage from './products/AddProductPage';
import EditProductPage from './products/EditProductPage';
import ViewProductPage from './products/ViewProductPage';
import OrdersPage from './orders/OrdersPage';
import UsersPage from './users/UsersPage';
import CustomerPage from './customers/CustomerPage';
import AppointmentsPage from './appointments/AppointmentsPage';
import MessagesPage from './messages/MessagesPage';
import ReviewsPage from './reviews/ReviewsPage';
import MetalRatesPage from './rates/MetalRatesPage';
import DiscountsPage from './discounts/DiscountsPage';
import DiscountFormPage from './discounts/DiscountFormPage';
import AdminNotFound from './layout/AdminNotFound';

export default function AdminApp() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="categories/add" element={<AddCategoryPage />} />
          <Route path="categories/:categoryId" element={<SubcategoriesPage />} />
          <Route path="edit-category/:categoryId?" element={<EditCategoryPage />} />
          <Route path="add-subcategory/:categoryId" element={<AddSubcategoryPage />} />
          <Route path="edit-subcategory/:id" element={<EditSubcategoryPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/add" element={<AddProductPage />} />
          <Route path="view-product/:productId?" element={<ViewProductPage />} />
          <Route path="edit-product/:productId" element={<EditProductPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="customers/:customerId" element={<CustomerPage />} />
          <Route path="appointments" element={<AppointmentsPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="rates" element={<MetalRatesPage />} />
          <Route path="discounts" element={<DiscountsPage />} />
          <Route path="discounts/new" element={<DiscountFormPage />} />
          <Route path="discounts/:id" element={<DiscountFormPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminLayout>
    </RequireAdmin>
  );
}

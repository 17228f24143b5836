/** Side-effect import of the articles pages' styles; the app shell imports this (views and tests never do). */
import './articles.css';

import type { KnowledgeEntry } from './types';

/** Fichas en español (docs/product.md#what-it-does-and-for-whom y docs/product.md#limits-and-constants). Los precios no están aquí: llegan en vivo de la base de datos. */
export const spanishKnowledge: KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'Qué es ICE SOS',
    keywords: 'qué es ice sos servicio empresa producto resumen explicar ofrecen hacéis hacen',
    answer:
      'ICE SOS es un servicio de seguridad personal. Te ofrece SOS con un solo toque y ubicación GPS compartida, acceso para familiares y cuidadores con permisos que tú controlas, un centro de llamadas profesional en España 24/7, un colgante Bluetooth y a mí, Emma, tu asistente. Funciona en inglés, neerlandés y español.',
  },
  {
    id: 'sos',
    title: 'Cómo funciona el botón SOS',
    keywords: 'sos botón alarma alerta cómo funciona pulsar tocar activar gps ubicación enviar contactos de emergencia pasa',
    answer:
      'Un toque en el botón SOS de la app (o una pulsación en el colgante) activa la alarma. Tus contactos de emergencia reciben al instante un aviso con tu ubicación GPS, por notificación en la app, correo electrónico y SMS, y los familiares con permiso de alertas lo ven en directo. Cada SOS guarda una cronología. En una emergencia con riesgo para la vida, llama también siempre al 112.',
  },
  {
    id: 'pendant',
    title: 'El colgante Bluetooth ICE SOS',
    keywords: 'colgante collar dispositivo llevar botón bluetooth alcance lejos distancia batería carga garantía reembolso devolución hardware emparejar ritmo cardíaco',
    answer:
      'El colgante Bluetooth ICE SOS es un botón SOS que llevas puesto y se empareja con la app por Bluetooth. Tiene un alcance de hasta 100 m y la batería dura hasta 7 días. La app muestra tu ritmo cardíaco y el nivel de batería. Incluye 1 año de garantía; el hardware no es reembolsable.',
  },
  {
    id: 'family',
    title: 'Acceso para familiares y cuidadores',
    keywords: 'familia familiares cuidador cuidadora hijos padres invitar compartir acceso permisos vincular ver mi ubicación',
    answer:
      'Con el acceso para familiares y cuidadores invitas a familiares o cuidadores y decides exactamente qué puede ver y hacer cada persona (permisos detallados): recibir tus alertas SOS en tiempo real, ver tu ubicación solo como tú lo permitas y consultar tu perfil médico si lo autorizas. Puedes cambiar o retirar los permisos en cualquier momento.',
  },
  {
    id: 'call-centre',
    title: 'El centro de llamadas en España',
    keywords: 'centro de llamadas central españa operadores profesional 24/7 español inglés grabadas servicio regional teléfono',
    answer:
      'Nuestro centro de llamadas profesional en España atiende tu SOS 24/7, los 365 días del año. Los operadores hablan inglés y español, todas las llamadas se graban y, si hace falta, te conectan con los servicios de emergencia a través del 112. Está disponible con el plan Call Centre Spain.',
  },
  {
    id: 'emergency-number',
    title: 'Número de emergencias',
    keywords: 'número de emergencias 112 ambulancia policía bomberos llamar qué número',
    answer:
      'El número de emergencias en España y en el resto de Europa es el 112. Si tu vida corre peligro, llama primero al 112 y después pulsa SOS en la app para que tus contactos lo sepan.',
  },
  {
    id: 'contacts',
    title: 'Contactos de emergencia',
    keywords: 'contactos de emergencia cuántos añadir personas avisar límite máximo cinco',
    answer:
      'Añades tus contactos de emergencia durante el registro, hasta el límite de tu plan, y después puedes gestionarlos en el área de miembros. Los planes Family Connection y Premium permiten hasta 5 contactos de emergencia. Reciben tus alertas SOS con tu ubicación por correo electrónico y SMS.',
  },
  {
    id: 'privacy',
    title: 'Privacidad y tus datos',
    keywords: 'privacidad datos información personal rgpd seguro guardados compartir ubicación rastreo quién puede ver',
    answer:
      'Tu privacidad es lo primero. Tu ubicación solo se comparte durante un SOS o como tú lo permitas, tus familiares solo ven lo que autorizas y tus datos están protegidos con reglas de acceso en cada tabla. Consulta los detalles en nuestra política de privacidad en /privacy.',
  },
  {
    id: 'cancellation',
    title: 'Cancelar la suscripción',
    keywords: 'cancelar cancelación dar de baja terminar suscripción preaviso anular darme de baja',
    answer:
      'Puedes cancelar tu suscripción con 30 días de preaviso. Tu acceso sigue hasta el final del periodo de facturación en curso. El hardware del colgante no es reembolsable.',
  },
  {
    id: 'registration',
    title: 'Registrarse',
    keywords: 'registrarse registro darse de alta apuntarse unirse suscribirse crear cuenta empezar hacerme miembro',
    answer:
      'En /register Emma pregunta de una en una (o elija «¿Prefiere un formulario?»): quién estará protegido y su nombre, correo, móvil, país, idioma, plan (en España, también el servicio de la central), contactos de emergencia hasta el límite del plan, datos médicos opcionales con consentimiento aparte, condiciones y política de privacidad, y contraseña. Todo se cambia en el resumen junto al chat. Luego, el enlace del correo de confirmación le da acceso y le lleva a pagar su plan.',
  },
  {
    id: 'support',
    title: 'Soporte y contacto',
    keywords: 'soporte asistencia contacto atención al cliente correo pregunta problema hablar persona humano contactar',
    answer:
      'Nuestro equipo de soporte está para ayudarte: visita la página de soporte (/support) o envíanos un mensaje con el formulario de contacto (/contact). En una emergencia, llama siempre al 112.',
  },
  {
    id: 'emma',
    title: 'Sobre Emma',
    keywords: 'emma quién eres asistente ia bot robot chat virtual',
    answer:
      'Soy Emma, la asistente de ICE SOS. Respondo preguntas sobre el servicio, los planes, el colgante, el acceso familiar y el centro de llamadas, a cualquier hora, en inglés, neerlandés y español.',
  },
  {
    id: 'languages',
    title: 'Idiomas y monedas',
    keywords: 'idioma idiomas neerlandés holandés español inglés hablar moneda monedas euro libra dólar cambiar',
    answer:
      'ICE SOS está disponible en inglés, neerlandés y español, y los precios se pueden mostrar en EUR, GBP, USD o AUD. Cambia el idioma y la moneda con los selectores de la parte superior de la web.',
  },
  {
    id: 'medical',
    title: 'Perfil médico',
    keywords: 'perfil médico información alergias medicamentos medicación enfermedades grupo sanguíneo médico sanitarios salud',
    answer:
      'En tu perfil médico puedes anotar alergias, medicación, enfermedades y otros datos para los servicios de emergencia. Tus familiares o cuidadores solo lo ven si les das ese permiso.',
  },
  {
    id: 'smart-speakers',
    title: 'SOS por voz y altavoces inteligentes',
    keywords: 'alexa google home altavoz inteligente voz comando manos libres',
    answer:
      'El SOS por voz con altavoces inteligentes está previsto: la vinculación con Amazon Alexa y Google Home llegará pronto. Hoy activas un SOS desde la app o con el colgante.',
  },
  {
    id: 'app',
    title: 'La app',
    keywords: 'app aplicación descargar instalar teléfono móvil iphone android tienda',
    answer:
      'ICE SOS funciona como app en tu teléfono: instálala desde la web (el botón Instalar app) e inicia sesión con tu cuenta. El botón SOS, tus contactos y la conexión con el colgante están en la app.',
  },
  {
    id: 'test-alert',
    title: 'Probar alertas',
    keywords: 'prueba alerta de prueba probar practicar comprobar funciona simulacro',
    answer:
      'Desde el área de miembros puedes enviar una alerta de prueba para comprobar que tus contactos de emergencia la reciben; verás un acuse de entrega por cada contacto.',
  },
  {
    id: 'payment',
    title: 'Pago y facturación',
    keywords: 'pagar pago facturación factura tarjeta cobro mensual cuándo dinero',
    answer:
      'Los planes se facturan por mes. Eliges tu plan al registrarte y ves tu suscripción en el área de miembros. Puedes cancelar con 30 días de preaviso; el acceso dura hasta el final del periodo de facturación.',
  },
];
